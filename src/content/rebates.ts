/** LED rebates and incentives page: its copy, form options and messages. */

export const REBATES_HERO = {
  heading: 'LED Grow Light Rebates & Incentives',
  intro:
    'Many electric utilities pay growers to replace HID lighting with efficient LED fixtures, often covering a large share of the cost of the new lights. Rebate programs differ by utility and change every year: we find the ones your facility qualifies for, file the paperwork and make sure the fixtures you install meet the program rules.',
  points: [
    'Utility rebates for DLC-listed LED fixtures, controllers, dehumidifiers and HVAC',
    'Help with the energy calculations and documents each program asks for',
    'Lights shipped and installed on the schedule the program requires',
  ],
} as const;

export const REBATE_VIDEO = {
  title: 'How LED rebates work',
  videoId: 'Yk7Qm9xB3sA',
  thumbnail: '/support/rebate-video.svg',
} as const;

export const REBATE_FORM_TEXT = {
  title: 'Contact Us',
  intro: 'Tell us about your facility and we will check which incentives apply to it.',
  contactName: 'Contact name',
  companyName: 'Company name',
  workEmail: 'Work email',
  phone: 'Phone',
  rebateCategory: 'Rebate category',
  rebateCategoryPlaceholder: 'Select a category',
  subscribeNewsletter: 'Send me news about rebates, products and growing tips',
  submit: 'Submit',
  submitting: 'Submitting...',
  success: "Your incentive request has been submitted successfully! We'll contact you soon.",
  failure: 'There was an error submitting your request. Please try again.',
} as const;

/** How long the success message stays before the form starts over. */
export const REBATE_SUCCESS_MS = 5000;

export const SUCCESSFUL_PROJECTS = {
  heading: 'Successful Projects',
  projects: [
    {
      image: '/support/project-1.svg',
      caption: 'A 20,000 sq ft greenhouse in California replaced its HPS lights with LEDs, with most of the fixture cost covered by its utility.',
    },
    {
      image: '/support/project-2.svg',
      caption: 'A vertical farm in Colorado fitted every rack tier with LED bars and a controller, and cut its lighting energy by more than a third.',
    },
    {
      image: '/support/project-3.svg',
      caption: 'A mixed-light greenhouse in Michigan added supplemental LEDs and dehumidifiers, with both paid in part by state incentives.',
    },
  ],
} as const;

export const REBATE_PROCESS = {
  heading: 'How it works',
  steps: [
    {
      title: 'Assess your needs',
      text: 'We review your rooms, your current lighting and your utility, and plan the fixtures and controls that meet the program rules.',
    },
    {
      title: 'We manage the rebates',
      text: 'We prepare the applications, energy savings figures and product documents, and follow them through to approval.',
    },
    {
      title: 'Install and save',
      text: 'Your new lights ship on time for the program deadline; the rebate lowers your cost now and the energy savings continue every month.',
    },
  ],
} as const;
