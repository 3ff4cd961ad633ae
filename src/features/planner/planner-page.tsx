import { Button, NativeSelect, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { catalogueNotReady } from '../../components/offline/catalogue-not-ready';
import { formatPrice } from '../../lib/format';
import { findBySku } from '../../shared/product';
import { useProducts, type HandedOverList } from '../../lib/use-products';
import { BREAKERS, DEFAULTS, planInput, readFixtures, recommend, type PlanInput, type Recommendation } from './model';
import { planMessage } from './plan-message';
import { RoomGrid } from './room-grid';
import { formatNumber, PLANNER_TEXT as T } from './texts';
import { parsePlannerSearch, STAGE_NAMES, VOLTAGES, type PlannerSearch } from './url-state';
import classes from './planner.module.css';

interface PlannerPageProps {
  search: PlannerSearch;
  onChange: (next: PlannerSearch) => void;
  handedOver?: HandedOverList;
  /** The form that sends a plan as a free light layout request, given the plan as text. */
  sendPlan?: (plan: string) => ReactNode;
}

/**
 * The room planner: the inputs are the page's address, and the plans are worked out from the
 * catalogue already on the device, so a plan opens offline as it was shared.
 */
export function PlannerPage({ search, onChange, handedOver, sendPlan }: PlannerPageProps) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <h1>{T.title}</h1>
        <p>{T.intro}</p>
      </header>
      <div className={classes.layout}>
        <PlannerForm search={search} onChange={onChange} />
        <section className={classes.results}>
          <Plans search={search} handedOver={handedOver} sendPlan={sendPlan} />
        </section>
      </div>
    </div>
  );
}

function PlannerForm({ search, onChange }: Pick<PlannerPageProps, 'search' | 'onChange'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = Object.fromEntries(new FormData(event.currentTarget));
    onChange(parsePlannerSearch(raw));
  };
  return (
    // A plain GET form: before the scripts run, sending it opens the same plan from the server.
    // Keyed by the address so going back in the history shows that plan's own figures.
    <form key={JSON.stringify(search)} className={classes.form} method="get" action="/planner" onSubmit={submit} aria-labelledby="planner-form">
      <h2 id="planner-form">{T.formTitle}</h2>
      <div className={classes.pair}>
        <TextInput label={T.width} name="width" type="number" inputMode="decimal" min={0} step="any" required defaultValue={search.width ?? ''} />
        <TextInput label={T.length} name="length" type="number" inputMode="decimal" min={0} step="any" required defaultValue={search.length ?? ''} />
      </div>
      <NativeSelect
        label={T.unit}
        name="unit"
        defaultValue={search.unit ?? DEFAULTS.unit}
        data={[
          { value: 'ft', label: T.units.ft },
          { value: 'm', label: T.units.m },
        ]}
      />
      <NativeSelect
        label={T.stage}
        name="stage"
        description={T.stageNote}
        defaultValue={search.stage ?? DEFAULTS.stage}
        data={STAGE_NAMES.map((stage) => ({ value: stage, label: T.stages[stage] }))}
      />
      <TextInput label={T.target} name="ppfd" type="number" inputMode="decimal" min={1} step="any" defaultValue={search.ppfd ?? ''} />
      <NativeSelect
        label={T.voltage}
        name="voltage"
        defaultValue={String(search.voltage ?? DEFAULTS.voltage)}
        data={VOLTAGES.map((voltage) => ({ value: String(voltage), label: `${voltage} V` }))}
      />
      <div className={classes.pair}>
        <TextInput label={T.hours} name="hours" type="number" inputMode="decimal" min={0} max={24} step="any" defaultValue={search.hours ?? DEFAULTS.hours} />
        <TextInput label={T.price} name="price" type="number" inputMode="decimal" min={0} step="any" defaultValue={search.price ?? DEFAULTS.price} />
      </div>
      {search.sku && <input type="hidden" name="sku" value={search.sku} />}
      <Button type="submit">{T.submit}</Button>
      <p className={classes.note}>{T.share}</p>
    </form>
  );
}

const noSubscription = () => () => {};

function Plans({ search, handedOver, sendPlan }: Pick<PlannerPageProps, 'search' | 'handedOver' | 'sendPlan'>) {
  const state = useProducts({ handedOver });
  // The page's own address once in the browser; the server renders without it, and hydration
  // then fills it in rather than finding the two renders differ.
  const origin = useSyncExternalStore(noSubscription, () => location.origin, () => '');
  const input = planInput(search);
  if (!input) return <p>{T.enterRoom}</p>;
  const notReady = catalogueNotReady(state, T);
  if (notReady) return notReady;
  const { products } = state;

  const { usable, missing } = readFixtures(products, input.voltage);
  const plans = recommend(usable, input);
  // The light a visitor came from leads the list, where it is easy to compare with the others.
  const chosen = search.sku ? findBySku(products, search.sku)?.sku : undefined;
  const ordered = chosen ? [...plans.filter((plan) => plan.fixture.product.sku === chosen), ...plans.filter((plan) => plan.fixture.product.sku !== chosen)] : plans;
  const unit = search.unit ?? DEFAULTS.unit;
  const area = `${formatNumber(search.width ?? 0, 1)} × ${formatNumber(search.length ?? 0, 1)} ${unit}`;

  return (
    <>
      <h2>{plans.length > 0 ? T.resultsTitle(plans.length) : T.none}</h2>
      {plans.length > 0 && (
        <>
          <p>{T.aiming(formatNumber(input.targetPpfd), area)}</p>
          <p className={classes.note}>{T.estimate}</p>
          <ol className={classes.plans}>
            {ordered.map((plan) => (
              <li key={plan.fixture.product.sku}>
                <PlanCard plan={plan} input={input} chosen={plan.fixture.product.sku === chosen} />
              </li>
            ))}
          </ol>
          {sendPlan?.(planMessage({ search, input, area, plans: ordered, origin }))}
        </>
      )}
      {missing.length > 0 && (
        <section className={classes.missing} aria-labelledby="planner-missing">
          <h3 id="planner-missing">{T.missingTitle}</h3>
          <p>{T.missing(input.voltage)}</p>
          <ul>
            {missing.map((product) => (
              <li key={product.sku}>{product.item_name}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PlanCard({ plan, input, chosen }: { plan: Recommendation; input: PlanInput; chosen: boolean }) {
  const { product } = plan.fixture;
  const headingId = `plan-${product.sku}`;
  return (
    <article className={classes.card} aria-labelledby={headingId} data-chosen={chosen || undefined}>
      {chosen && <p className={classes.badge}>{T.fromProduct}</p>}
      <h3 id={headingId}>
        <Link to="/product/$sku" params={{ sku: product.sku }}>
          {product.item_name}
        </Link>
      </h3>
      <dl className={classes.figures}>
        <div>
          <dt>{T.count}</dt>
          <dd>{formatNumber(plan.count)}</dd>
        </div>
        <div>
          <dt>{T.ppfd}</dt>
          <dd>{formatNumber(plan.ppfd)} µmol/m²/s</dd>
        </div>
        <div>
          <dt>{T.watts}</dt>
          <dd>{formatNumber(plan.watts)} W</dd>
        </div>
        <div>
          <dt>{T.kwh}</dt>
          <dd>{formatNumber(plan.kwhDaily, 1)} kWh</dd>
        </div>
        <div>
          <dt>{T.monthly}</dt>
          <dd>{formatPrice(plan.monthly)}</dd>
        </div>
      </dl>
      <div className={classes.drawing}>
        <figure>
          <figcaption>
            {T.layout}: {T.grid(plan.grid.rows, plan.grid.columns)}
          </figcaption>
          <RoomGrid count={plan.count} grid={plan.grid} widthM={input.widthM} lengthM={input.lengthM} />
        </figure>
        <div>
          <h4>{T.circuits(input.voltage)}</h4>
          <ul className={classes.circuits}>
            {BREAKERS.map((breaker) => (
              <li key={breaker}>
                {T.breaker(breaker)}: {T.circuitCount(plan.circuits[breaker])}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
