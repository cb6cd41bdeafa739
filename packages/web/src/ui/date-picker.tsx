import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass, inputClass, type FieldBaseProps } from './field.tsx';
import { CalendarIcon, LeftIcon, RightIcon } from './icons.tsx';
import './date-picker.css';

/** 'YYYY-MM-DD' to RAC's date; null for none or a string that is no date. */
function toDate(iso: string | null | undefined): CalendarDate | null | undefined {
  if (iso == null) return iso;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

const toIso = (date: CalendarDate | null) => (date ? date.toString() : null);

interface DateBaseProps extends FieldBaseProps {
  /** The earliest day that can be chosen, 'YYYY-MM-DD'. */
  minValue?: string;
  /** The latest day that can be chosen, 'YYYY-MM-DD'. */
  maxValue?: string;
  isReadOnly?: boolean;
  autoFocus?: boolean;
}

/** The month shown in the popover: ‹ heading › and the grid of days (RAC names the buttons and the days). */
function CalendarBody({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="ui-calendar-header">
        <Button slot="previous" className="ui-input-button">
          <LeftIcon />
        </Button>
        <Heading className="ui-calendar-heading" />
        <Button slot="next" className="ui-input-button">
          <RightIcon />
        </Button>
      </header>
      {children}
    </>
  );
}

const days = (
  <CalendarGrid className="ui-calendar-grid">
    {(date) => <CalendarCell date={date} className="ui-calendar-cell" />}
  </CalendarGrid>
);

const segments = (slot?: 'start' | 'end') => (
  <DateInput slot={slot} className="ui-date-input">
    {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
  </DateInput>
);

/** The box: the typed date (dd/mm/yyyy segments) and the button opening the calendar. */
function DateGroup({ size, children }: { size: DateBaseProps['size']; children: ReactNode }) {
  return (
    <Group className={inputClass(size, 'ui-input-group ui-date-group')}>
      {children}
      <Button className="ui-input-button">
        <CalendarIcon />
      </Button>
    </Group>
  );
}

export interface DatePickerProps extends DateBaseProps {
  /** 'YYYY-MM-DD', null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

/** A day, typed as dd/mm/yyyy or picked on a calendar. */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  label,
  description,
  errorMessage,
  size,
  className,
  ...rest
}: DatePickerProps) {
  return (
    <I18nProvider locale="en-AU">
      <AriaDatePicker<CalendarDate>
        {...rest}
        value={toDate(value)}
        defaultValue={toDate(defaultValue)}
        onChange={onChange && ((date) => onChange(toIso(date)))}
        minValue={toDate(minValue)}
        maxValue={toDate(maxValue)}
        granularity="day"
        validationBehavior="aria"
        isInvalid={errorMessage ? true : undefined}
        className={fieldClass('date-picker', className)}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <DateGroup size={size}>{segments()}</DateGroup>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="ui-date-popover" placement="bottom start">
          <Dialog className="ui-date-dialog">
            <Calendar className="ui-calendar">
              <CalendarBody>{days}</CalendarBody>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}

/** A span of days, both ends 'YYYY-MM-DD'. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends DateBaseProps {
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
}

function toRange(range: DateRange | null | undefined) {
  if (range == null) return range;
  const start = toDate(range.start);
  const end = toDate(range.end);
  return start && end ? { start, end } : null;
}

/** From one day to another: two dd/mm/yyyy inputs and a calendar to drag or click the span on. */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  label,
  description,
  errorMessage,
  size,
  className,
  ...rest
}: DateRangePickerProps) {
  return (
    <I18nProvider locale="en-AU">
      <AriaDateRangePicker<CalendarDate>
        {...rest}
        value={toRange(value)}
        defaultValue={toRange(defaultValue)}
        onChange={
          onChange &&
          ((range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null))
        }
        minValue={toDate(minValue)}
        maxValue={toDate(maxValue)}
        granularity="day"
        validationBehavior="aria"
        isInvalid={errorMessage ? true : undefined}
        className={fieldClass('date-range-picker', className)}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <DateGroup size={size}>
          {segments('start')}
          <span className="ui-date-dash" aria-hidden="true">
            –
          </span>
          {segments('end')}
        </DateGroup>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="ui-date-popover" placement="bottom start">
          <Dialog className="ui-date-dialog">
            <RangeCalendar className="ui-calendar ui-range-calendar">
              <CalendarBody>{days}</CalendarBody>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
