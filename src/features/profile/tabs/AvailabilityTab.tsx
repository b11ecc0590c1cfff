import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import itLocale from '@fullcalendar/core/locales/it';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { DayCellContentArg } from '@fullcalendar/core';
import { Button, Col, Collapse, Form, Typography } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ListError } from '../../../components/form/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { NationRegionField } from '../../../components/form/NationRegionField';
import { SwitchField } from '../../../components/form/SwitchField';
import { DateField } from '../../../components/form/DateField';
import { addDays, endOfNextMonth, isFromToday, todayInRome } from '@shared/validation/dates';
import {
  MAX_WORKING_AREAS,
  datiDisponibilitaSchema,
  isInAvailabilityWindow,
} from '@shared/validation/profile/availability';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import './availability.css';
import type { DatiDisponibilita } from '@shared/contracts/profile';

export interface ZonaLavoro {
  id_Nazione: number | null;
  id_Regione: number | null;
}

interface Values {
  greenPass: boolean;
  dataScadenzaGreenPass: string | null;
  listaNazioni: ZonaLavoro[];
  /** What SalvaDatiDisponibilita takes: each day of the window with its availability. */
  listaDisponibilita: { giorno: string; disponibile: boolean }[];
}

/**
 * A day missing from the answer is available and modifiable (product.md §1.4). A day not
 * modifiable is held by an accepted engagement (product.md §3.4, docs/decisions.md): it stays locked, since
 * the server refuses it sent as available; the worker frees it by giving the engagement up.
 */
type DayState = 'available' | 'unavailable' | 'lockedAvailable' | 'lockedUnavailable';

function dayState(disponibile: boolean, modificabile: boolean): DayState {
  if (modificabile) return disponibile ? 'available' : 'unavailable';
  return disponibile ? 'lockedAvailable' : 'lockedUnavailable';
}

/** FullCalendar hands over local midnights; the wire and the rules speak 'YYYY-MM-DD'. */
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function useLabels() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `profile.availability.${id}` }, values);
}

const PLUGINS = [dayGridPlugin];
const TOOLBAR = { start: 'title', center: '', end: 'prev,next' };

/**
 * FullCalendar draws its chevrons as role="img" without a name; the buttons are named by their
 * hints, so the glyphs are hidden from assistive technology (axe: role-img-alt). The toolbar keeps
 * its buttons when the month changes, so once, when the view is in the page, is enough.
 */
const hideChevronGlyphs = ({ el }: { el: HTMLElement }) =>
  el
    .closest('.fc')
    ?.querySelectorAll('.fc-icon')
    .forEach((glyph) => glyph.setAttribute('aria-hidden', 'true'));

interface MonthGridProps {
  today: string;
  lastDay: string;
  /** Availability by date; a day missing is available. */
  available: ReadonlyMap<string, boolean>;
  /** Days held by accepted engagements. */
  locked: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (giorno: string) => void;
}

/**
 * The month grid from today to the end of next month. Each day is a button (mouse, touch and
 * keyboard alike, and named for screen readers) rather than FullCalendar's pointer-only dateClick.
 * Memoised: typing elsewhere in the form does not redraw the calendar, only a toggle does.
 */
const MonthGrid = memo(function MonthGrid({ today, lastDay, available, locked, disabled, onToggle }: MonthGridProps) {
  const intl = useIntl();
  const t = useLabels();
  const inWindow = (giorno: string) => isInAvailabilityWindow(giorno, today);
  const stateOf = (giorno: string) => dayState(available.get(giorno) ?? true, !locked.has(giorno));

  const renderDay = (arg: DayCellContentArg) => {
    const giorno = isoOf(arg.date);
    if (!inWindow(giorno)) return arg.dayNumberText;
    const state = stateOf(giorno);
    const date = intl.formatDate(arg.date, { weekday: 'long', day: 'numeric', month: 'long' });
    return (
      <button
        type="button"
        className="availability-day"
        aria-label={t('day', { date, state: t(`day.${state}`) })}
        aria-pressed={state === 'unavailable' || state === 'lockedUnavailable'}
        disabled={disabled || locked.has(giorno)}
        onClick={() => onToggle(giorno)}
      >
        <span className="availability-day-number">{arg.dayNumberText}</span>
        {locked.has(giorno) && <LockOutlined className="availability-day-lock" aria-hidden />}
      </button>
    );
  };

  return (
    <div className="availability-calendar">
      <FullCalendar
        viewDidMount={hideChevronGlyphs}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={today}
        // The window's end is exclusive for FullCalendar: the day after the last one offered.
        validRange={{ start: today, end: addDays(lastDay, 1) }}
        locale={intl.locale === 'it' ? itLocale : 'en'}
        headerToolbar={TOOLBAR}
        buttonHints={{ prev: t('calendar.previous'), next: t('calendar.next') }}
        height="auto"
        // A sticky weekday row would slide under the app's own sticky header.
        stickyHeaderDates={false}
        fixedWeekCount={false}
        showNonCurrentDates={false}
        dayCellContent={renderDay}
        dayCellClassNames={(arg) => {
          const giorno = isoOf(arg.date);
          return inWindow(giorno) ? [`availability-${stateOf(giorno)}`] : [];
        }}
      />
    </div>
  );
});

interface AvailabilityCalendarProps {
  today: string;
  lastDay: string;
  locked: ReadonlySet<string>;
  disabled: boolean;
}

/** The calendar bound to the form's listaDisponibilita, with its legend and a count of the days off. */
function AvailabilityCalendar({ today, lastDay, locked, disabled }: AvailabilityCalendarProps) {
  const t = useLabels();
  const { values, setFieldValue } = useFormikContext<Values>();
  const days = values.listaDisponibilita;
  const available = useMemo(() => new Map(days.map((day) => [day.giorno, day.disponibile])), [days]);
  // The grid keeps one toggle for good; it reads the days as they are at the click.
  const daysNow = useRef(days);
  useLayoutEffect(() => {
    daysNow.current = days;
  }, [days]);

  const toggle = useCallback(
    (giorno: string) => {
      if (locked.has(giorno)) return;
      const current = daysNow.current;
      const entry = current.find((day) => day.giorno === giorno);
      const disponibile = entry?.disponibile ?? true;
      const next = entry
        ? current.map((day) => (day.giorno === giorno ? { giorno, disponibile: !disponibile } : day))
        : [...current, { giorno, disponibile: !disponibile }];
      void setFieldValue('listaDisponibilita', next);
    },
    [locked, setFieldValue],
  );

  // The days the worker marked: those an accepted engagement holds show in the legend's own swatch.
  const unavailableCount = days.filter(
    (day) => !day.disponibile && !locked.has(day.giorno) && isInAvailabilityWindow(day.giorno, today),
  ).length;
  return (
    <>
      <MonthGrid
        today={today}
        lastDay={lastDay}
        available={available}
        locked={locked}
        disabled={disabled}
        onToggle={toggle}
      />
      <ul className="availability-legend">
        {(['available', 'unavailable', 'locked'] as const).map((key) => (
          <li key={key}>
            <span className={`availability-swatch availability-swatch-${key}`} aria-hidden />
            {t(`legend.${key}`)}
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" role="status">
        {t('summary', { count: unavailableCount })}
      </Typography.Paragraph>
      <ListError name="listaDisponibilita" />
    </>
  );
}

/** Up to three places the user works in: a nation and, where it has them, a region. */
function WorkingAreas() {
  const t = useLabels();
  const titleId = useId();
  const { values } = useFormikContext<Values>();
  const areas = values.listaNazioni;
  return (
    <FieldArray name="listaNazioni">
      {({ push, remove }) => (
        <Col xs={24}>
          {areas.length === 0 && <Typography.Paragraph type="secondary">{t('areas.none')}</Typography.Paragraph>}
          {areas.map((_area, index) => (
            // Areas have no id of their own: the server keeps them by position.
            <div key={index} role="group" className="working-area" aria-labelledby={`${titleId}-${index}`}>
              <div className="working-area-title">
                <span id={`${titleId}-${index}`}>{t('areas.area', { number: index + 1 })}</span>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('areas.remove', { number: index + 1 })}
                  title={t('areas.remove', { number: index + 1 })}
                  onClick={() => remove(index)}
                />
              </div>
              <NationRegionField name={`listaNazioni.${index}`} />
            </div>
          ))}
          <ListError name="listaNazioni" />
          {areas.length < MAX_WORKING_AREAS ? (
            <Form.Item>
              <Button
                type="dashed"
                block
                icon={<PlusOutlined aria-hidden />}
                onClick={() => push({ id_Nazione: null, id_Regione: null })}
              >
                {t('areas.add')}
              </Button>
            </Form.Item>
          ) : (
            <Typography.Paragraph type="secondary">{t('areas.full')}</Typography.Paragraph>
          )}
        </Col>
      )}
    </FieldArray>
  );
}

/**
 * The green pass belongs to the pandemic years: kept for the productions that still ask, folded
 * away unless the user has one, and its expiry shown only when the switch is on.
 */
function GreenPass({ today }: { today: string }) {
  const t = useLabels();
  const { values } = useFormikContext<Values>();
  return (
    <Collapse
      className="green-pass"
      defaultActiveKey={values.greenPass ? ['greenPass'] : []}
      items={[
        {
          key: 'greenPass',
          label: t('greenPass.title'),
          children: (
            <>
              <Typography.Paragraph type="secondary">{t('greenPass.description')}</Typography.Paragraph>
              <SwitchField name="greenPass" label={t('greenPass.has')} onText={t('yes')} offText={t('no')} />
              {values.greenPass && (
                <DateField
                  name="dataScadenzaGreenPass"
                  label={t('greenPass.expiry')}
                  disabledDate={(day) => !isFromToday(day, today)}
                />
              )}
            </>
          ),
        },
      ]}
    />
  );
}

/** Tab 0: the days the user can work, where, and the green pass (product.md §1.2, §1.4, §1.5). */
export default function AvailabilityTab({ data, pending, failure, onSubmit }: TabProps<DatiDisponibilita | null>) {
  const t = useLabels();
  // The window is fixed when the tab opens; the schema reads "today" again when it validates.
  const today = useMemo(() => todayInRome(), []);
  const lastDay = endOfNextMonth(today);
  const schema = useMemo(() => datiDisponibilitaSchema(), []);
  /*
   * Taken from the read the tab opened with (the wizard reads each tab afresh before showing it).
   * After a save the slice keeps the values sent, without the days' flags; the form is on its
   * way out then, and redrawing the calendar from them would only slow the way to the next tab.
   */
  const [initialValues] = useState<Values>(() => ({
    greenPass: data?.greenPass ?? false,
    dataScadenzaGreenPass: data?.dataScadenzaGreenPass ?? null,
    listaNazioni: (data?.listaNazioni ?? []).map((area) => ({
      id_Nazione: area.id_Nazione,
      id_Regione: area.id_Regione ?? null,
    })),
    listaDisponibilita: (data?.listaDisponibilita ?? []).map((day) => ({
      giorno: day.giorno,
      disponibile: day.disponibile,
    })),
  }));
  const [locked] = useState(
    () => new Set((data?.listaDisponibilita ?? []).filter((day) => !day.modificabile).map((day) => day.giorno)),
  );

  return (
    <TabForm initialValues={initialValues} schema={schema} pending={pending} failure={failure} onSubmit={onSubmit}>
      {() => (
        <>
          <FormSection title={t('calendar.title')} description={t('calendar.description')}>
            <Col xs={24}>
              <AvailabilityCalendar today={today} lastDay={lastDay} locked={locked} disabled={pending} />
            </Col>
          </FormSection>
          <FormSection title={t('areas.title')} description={t('areas.description')}>
            <WorkingAreas />
          </FormSection>
          <Form.Item>
            <GreenPass today={today} />
          </Form.Item>
        </>
      )}
    </TabForm>
  );
}
