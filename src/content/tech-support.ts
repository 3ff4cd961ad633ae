/** Technical support copy (installation, troubleshooting, safety and wiring), in the maker's own words. */

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface StatusTable {
  caption: string;
  columns: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
}

export interface GuideSection {
  heading: string;
  steps: readonly string[];
}

export const TECH_SUPPORT_MENU = [
  { key: 'hash-qa', label: 'HASH Controller Q&A' },
  { key: 'de-error-codes', label: 'DE Error Codes' },
  { key: 'roll-lock', label: 'Roll Lock Installation' },
  { key: 'de-troubleshooting', label: 'DE Troubleshooting' },
  { key: 'installation', label: 'Installation Procedure' },
  { key: 'manual-links', label: 'Instruction Manual Links' },
] as const;
export type TechSupportTopic = (typeof TECH_SUPPORT_MENU)[number]['key'];
export const DEFAULT_TECH_SUPPORT_TOPIC: TechSupportTopic = 'hash-qa';

export const HASH_QA: readonly QuestionAnswer[] = [
  {
    question: 'How many fixtures can one HASH controller run?',
    answer:
      'Each of the two channels drives up to 60 fixtures, so one controller runs up to 120 fixtures. Fixtures are linked one to the next with RJ-style control cables; use a repeater when a single run passes about 300 ft.',
  },
  {
    question: 'Can the two channels run different schedules?',
    answer:
      'Yes. Channel A and channel B each have their own on and off times, intensity and sunrise/sunset ramp, so a veg room and a flower room can share one controller.',
  },
  {
    question: 'What does the temperature probe do?',
    answer:
      'When the probe reads above the dim-back temperature you set, the controller lowers the intensity of both channels in steps until the room cools, then brings it back. Above the shut-off temperature it turns the lights off to protect the crop.',
  },
  {
    question: 'My fixtures do not respond to the controller. What should I check?',
    answer:
      'Check that each fixture’s dimming switch is set to EXT (external control), that the control cables are fully seated at both ends, and that the first fixture is on the channel port you are programming. Disconnect the fixtures one at a time to find a faulty cable.',
  },
  {
    question: 'Does the controller keep its schedule in a power cut?',
    answer:
      'Yes. Settings are stored in memory and the clock runs on an internal battery, so the schedule resumes at the right point when power returns.',
  },
  {
    question: 'Can I mix LED and HID fixtures on the same controller?',
    answer:
      'Yes, as long as both are on separate channels. HID lamps need a warm-up after they strike, so give the HID channel a sunrise of at least 15 minutes rather than switching it to full power at once.',
  },
];

export const DE_ERROR_TABLES: readonly StatusTable[] = [
  {
    caption: 'Ballast LED indicator states',
    columns: ['Indicator', 'Meaning', 'What to do'],
    rows: [
      ['Solid green', 'Lamp lit and running normally', 'Nothing to do.'],
      ['Flashing green', 'Lamp striking or warming up', 'Wait up to 5 minutes for full output.'],
      ['Solid red', 'Over-temperature: the ballast has shut down to cool', 'Improve air flow around the ballast; it restarts once cool.'],
      ['Flashing red, 1 blink', 'Open circuit: no lamp or a failed lamp', 'Power off, check that the lamp is seated, replace it if it is dark at the ends.'],
      ['Flashing red, 2 blinks', 'Short circuit in the lamp cord or reflector', 'Power off and inspect the lamp cord and socket for damage.'],
      ['Flashing red, 3 blinks', 'Supply voltage out of range', 'Measure the supply voltage; have an electrician check the circuit.'],
      ['Off', 'No power reaching the ballast', 'Check the breaker, the power cord and the timer or contactor.'],
    ],
  },
  {
    caption: 'Controller error codes',
    columns: ['Code', 'Meaning', 'What to do'],
    rows: [
      ['E1', 'Temperature probe not detected', 'Reconnect the probe; replace it if the code stays.'],
      ['E2', 'Dim-back active: room above the set temperature', 'Lower the room temperature or raise the dim-back setting.'],
      ['E3', 'Shut-off: room above the shut-off temperature', 'Fix the cooling; the lights return when the room cools.'],
      ['E4', 'No fixtures answering on a channel', 'Check the first control cable and each fixture’s EXT setting.'],
      ['E5', 'Clock battery low', 'Replace the coin cell and set the time again.'],
    ],
  },
];

export const ROLL_LOCK = {
  title: 'Roll Lock hanger installation',
  videoId: 'Lw2mZ4Yqk0E',
  thumbnail: '/support/roll-lock-video.svg',
  steps: [
    'Fix the top hook to a rated support: a ceiling joist, unistrut or a trellis bar able to hold at least twice the fixture’s weight.',
    'Clip the lower hooks to the fixture’s hanging points and keep the fixture level.',
    'Press the lock button and pull the free end of the cord to raise the fixture; release the button to hold it.',
    'To lower, press the button and let the cord feed back slowly. Never let go of a fixture while the button is pressed.',
  ],
} as const;

export const DE_TROUBLESHOOTING: readonly GuideSection[] = [
  {
    heading: 'The lamp does not light',
    steps: [
      'Check the indicator on the ballast against the DE Error Codes table.',
      'Make sure the lamp is fully seated in both sockets and the lamp cord is locked at the ballast.',
      'If a lamp is not lit after 30 minutes, cycle the power once. If it still does not light, try a lamp you know is good.',
    ],
  },
  {
    heading: 'The lamp lights, then goes out',
    steps: [
      'A lamp that was just switched off is too hot to restrike: wait 1 hour before switching it back on.',
      'Check the ballast for over-temperature and clear anything blocking its fins.',
      'Measure the supply voltage under load; a sagging circuit drops the lamp.',
    ],
  },
  {
    heading: 'Light output seems low',
    steps: [
      'Check the dimming setting on the ballast and on any controller.',
      'Double-ended lamps lose output with age: replace them every few cycles.',
      'Clean the reflector and the lamp with a lint-free cloth, with the power off and the lamp cold.',
    ],
  },
  {
    heading: 'Breaker trips',
    steps: [
      'Count the fixtures on the circuit: the load must stay at or under 80% of the breaker’s capacity.',
      'Stagger the start of large rooms with a controller or timers so all ballasts do not strike at once.',
    ],
  },
];

export const INSTALLATION_PROCEDURE: readonly GuideSection[] = [
  {
    heading: 'Safety',
    steps: [
      'Have a licensed electrician install circuits and contactors, following local electrical codes.',
      'Switch the power off at the breaker before connecting, moving or cleaning any fixture.',
      'Never touch a lamp’s glass with bare hands, and never look directly at a lit lamp.',
    ],
  },
  {
    heading: 'Wiring',
    steps: [
      'Check the fixture’s rated voltage against the supply before plugging in.',
      'Keep the total load on each panel to no more than 80% of its capacity.',
      'Use the supplied power cords or cords of the same rating; do not splice lamp cords.',
    ],
  },
  {
    heading: 'Dimming',
    steps: [
      'Run new lamps at 100% for at least 100 hours before dimming them, so they burn in evenly.',
      'The dimmer switch dims the connected fixtures from 100% down to 25%.',
      'The Touch+ controller supports 60 lights per zone on 2 channels, up to 120 lights in all.',
    ],
  },
  {
    heading: 'Hot re-strike',
    steps: [
      'After a lamp has been switched off, wait 1 hour before striking it again: a hot lamp will not restart and repeated tries shorten its life.',
      'If a lamp is not lit after 30 minutes, cycle the power once; if it still does not light, see DE Troubleshooting.',
    ],
  },
  {
    heading: 'Mounting',
    steps: [
      'Hang each fixture from rated supports with the supplied hangers and keep it level over the canopy.',
      'Mount remote ballasts 24–60 inches apart, off the floor and out of the path of water.',
      'Leave space around every fixture and ballast for air to carry the heat away.',
    ],
  },
  {
    heading: 'Timer',
    steps: [
      'Use a timer or contactor rated for the full load of the fixtures it switches.',
      'Set the timer clock before connecting fixtures, and check the first cycle to confirm the on and off times.',
    ],
  },
  {
    heading: 'Flip box',
    steps: [
      'A flip box moves the same fixtures between two rooms: one room lit while the other is dark.',
      'Switch the flip box only with the lights off, and wait 1 hour before re-striking HID lamps after a change-over.',
      'Keep each side’s load within 80% of its circuit’s capacity.',
    ],
  },
];

export const MANUAL_LINKS_TEXT = {
  heading: 'Instruction Manual Links',
  intro: 'Request the spec sheet or the instruction manual of any product: we send the documents by email.',
  error: 'Error loading products',
  empty: 'No products found with documentation',
  specSheet: 'Spec Sheet',
  manual: 'Instruction Manual',
} as const;
