import * as v from 'valibot';

/**
 * One write endpoint as every side of it sees it: the form checks `form`, the outbox sends
 * what `payload` makes of the form's values, the server checks that body with `body` and answers
 * with `answer`, and the outbox page, the mails and the staff inbox name it by `label`.
 * No React and no DOM here: server/ and the service worker import contracts too.
 */

/** A file part of a multipart submission. */
export interface WireFile {
  /** The part name, e.g. `invoice` or `files`. */
  field: string;
  file: Blob;
  filename?: string;
}

/** What travels: the body (JSON, or text parts when there are files) and the files. */
export interface Wire<Body> {
  body: Body;
  files: WireFile[];
}

export interface Contract<
  Kind extends string = string,
  Form extends v.GenericSchema = v.GenericSchema,
  Body extends v.GenericSchema = v.GenericSchema,
  Answer extends v.GenericSchema = v.GenericSchema,
> {
  /** How the outbox, the database and the staff inbox tell submissions apart. */
  kind: Kind;
  /** Where it is posted, e.g. `/api/catalog`. */
  path: string;
  /** How a person names it: "Catalogue request". */
  label: string;
  /** The form's own schema, with the spec's messages (react-hook-form's resolver). */
  form: Form;
  /** What the server accepts, built from the same field schemas so both speak the same words. */
  body: Body;
  /** The form's values checked by `form`, then turned into what is sent. */
  payload: v.GenericSchema<v.InferInput<Form>, Wire<v.InferInput<Body>>>;
  /** What a 2xx answer holds. */
  answer: Answer;
  /** The one line the outbox lists a submission by. (A method, so any contract fits a list of contracts.) */
  summary(body: v.InferInput<Body>): string;
}

export type FormInput<C extends Contract> = v.InferInput<C['form']>;
export type BodyOf<C extends Contract> = v.InferOutput<C['body']>;

interface ContractSpec<Kind extends string, Form extends v.GenericSchema, Body extends v.GenericSchema, Answer extends v.GenericSchema>
  extends Omit<Contract<Kind, Form, Body, Answer>, 'payload'> {
  /** The checked form as the server's body. */
  toBody: (values: v.InferOutput<Form>) => v.InferInput<Body>;
  /** The files that ride with it, for multipart endpoints. */
  toFiles?: (values: v.InferOutput<Form>) => WireFile[];
}

export function defineContract<
  const Kind extends string,
  Form extends v.GenericSchema,
  Body extends v.GenericSchema,
  Answer extends v.GenericSchema,
>({ toBody, toFiles, ...contract }: ContractSpec<Kind, Form, Body, Answer>): Contract<Kind, Form, Body, Answer> {
  const payload = v.pipe(
    contract.form,
    v.transform((values: v.InferOutput<Form>): Wire<v.InferInput<Body>> => ({ body: toBody(values), files: toFiles?.(values) ?? [] })),
  );
  return { ...contract, payload: payload as unknown as Contract<Kind, Form, Body, Answer>['payload'] };
}

/** What every lead endpoint answers once the lead is stored. */
export const LEAD_RECEIVED = 'Received';
export const leadAnswer = v.object({ ok: v.literal(true), message: v.literal(LEAD_RECEIVED), id: v.number() });

/** Who a submission is from, as the outbox and the staff inbox list it. */
export const contactLine = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part).join(' — ');
