import { MAX_NOTES_LENGTH, NO_360_IMAGE, NO_PORTRAIT } from '@piiq/domain/appointments';
import { appointmentNotesSchema } from '@piiq/domain/appointment-schemas';
import { formatDayAndTime } from '@piiq/domain/dates';
import { imageShareWayText } from '@piiq/domain/image-shares';
import { ORDER_STATE_LABELS, retailWording, type OrderState } from '@piiq/domain/orders';
import { TREATMENT_LABELS, TREATMENTS, treatmentChanged, type Treatment } from '@piiq/domain/hair-analysis';
import { availableRebookActions, REBOOK_ACTION_LABELS, type RebookAction } from '@piiq/domain/rebook';
import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { Money } from '../../components/money.tsx';
import { OrderDeliveryChip, OrderStateChip } from '../../components/order-chips.tsx';
import { OrderStatusButtons } from '../../components/order-status-buttons.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SessionPhoto } from '../../components/session-photo.tsx';
import { CountedTextInput } from '../../components/counted-text-input.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { WarningNote } from '../../components/warning-note.tsx';
import type { OrderStatusFields } from '../../lib/api/order-status.ts';
import { request } from '../../lib/graphql.ts';
import { clientUrl } from '../clients/urls.ts';
import { orderUrl } from '../orders/urls.ts';
import { appointmentKeys } from './appointment-keys.ts';
import { appointmentRecordQuery } from './appointment-record-query.ts';
import { ColourFormulaSection, ConsentFacts } from './colour-service-sections.tsx';
import {
  ClearAppointmentRebooked,
  DisableAppointmentReminder,
  EnableAppointmentReminder,
  SetAppointmentRebooked,
  SwitchTreatment,
  UpdateAppointmentNotes,
  type AppointmentRecord,
} from './appointments-operations.ts';
import { HairAnalysisSection } from './hair-analysis-section.tsx';
import { useRecordSaved } from './use-record-saved.ts';
import { RecommendationsSection } from './recommendations-section.tsx';

interface AppointmentRecordDialogProps {
  salonId: string;
  appointmentId: string;
  /** Where Close records goes: the list as it was. */
  closeTo: string;
}

/** The appointment records panel, over the list, at the appointment's own address. */
export function AppointmentRecordDialog({ salonId, appointmentId, closeTo }: AppointmentRecordDialogProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const record = useQuery(appointmentRecordQuery(salonId, appointmentId));
  const close = () => void navigate(closeTo);
  const appointment = record.data?.appointment;
  const timeZone = record.data?.timeZone;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} scroll="paper">
      <DialogTitle id={titleId} component="h2" variant="h2">
        {appointment ? appointment.clientName || '(No Name)' : 'Appointment record'}
      </DialogTitle>
      <DialogContent dividers>
        {appointment && timeZone ? (
          <RecordSections salonId={salonId} appointment={appointment} timeZone={timeZone} />
        ) : record.data ? (
          <Typography>
            Not found. This appointment may belong to another salon, or the link may be out of date.
          </Typography>
        ) : (
          <QueryProblem query={record} what="this appointment" />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          Close records
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RecordSections({
  salonId,
  appointment,
  timeZone,
}: {
  salonId: string;
  appointment: AppointmentRecord;
  timeZone: string;
}) {
  const recordSaved = useRecordSaved(salonId);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'baseline' }}>
        <Fact label="Created">
          <DateTime value={appointment.createdAt} timeZone={timeZone} format="dayTime" />
        </Fact>
        <Fact label="Stylist">{appointment.staffName || '(No Name)'}</Fact>
        {appointment.clientId ? (
          <Link component={RouterLink} to={clientUrl(salonId, appointment.clientId, appointment.id)}>
            Client records
          </Link>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <SessionPhoto
          label="Portrait"
          url={appointment.clientSelfieImage?.url ?? null}
          alt="Portrait of the client"
          missing={NO_PORTRAIT}
        />
        <SessionPhoto
          label="360 view"
          url={appointment.client360Image?.url ?? null}
          alt="360 view of the client"
          missing={NO_360_IMAGE}
        />
      </Box>
      <Section title="Hair analysis">
        <HairAnalysisSection analysis={appointment.hairAnalysis} />
      </Section>
      <Section title="Treatment">
        <TreatmentForm salonId={salonId} appointment={appointment} />
      </Section>
      <PatchTestAcknowledgements appointment={appointment} timeZone={timeZone} />
      <Section title="Colour formula">
        <ColourFormulaSection salonId={salonId} appointment={appointment} />
      </Section>
      {appointment.clientConsent ? (
        <Section title="Consent">
          <ConsentFacts consent={appointment.clientConsent} timeZone={timeZone} />
        </Section>
      ) : null}
      <Section title="Product recommendations">
        <RecommendationsSection salonId={salonId} appointment={appointment} onSaved={recordSaved} />
      </Section>
      <Section title="Rebooking">
        <RebookingSection salonId={salonId} appointment={appointment} timeZone={timeZone} />
      </Section>
      <Section title="Order">
        <OrderSection salonId={salonId} appointment={appointment} />
      </Section>
      <Section title="Liked images">
        <LikedImages appointment={appointment} />
      </Section>
      <Section title="Shared images">
        <SharedImages appointment={appointment} timeZone={timeZone} />
      </Section>
      <Section title="Notes">
        <NotesForm salonId={salonId} appointment={appointment} />
      </Section>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Each time the stylist went ahead with a colour service past the patch-test warning, in the words they saw. */
function PatchTestAcknowledgements({ appointment, timeZone }: { appointment: AppointmentRecord; timeZone: string }) {
  if (appointment.patchTestAcknowledgements.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {appointment.patchTestAcknowledgements.map((acknowledgement) => (
        <WarningNote key={`${acknowledgement.acknowledgedAt}-${acknowledgement.acknowledgedBy}`}>
          {`${acknowledgement.acknowledgedBy} went ahead past the patch-test warning on ${formatDayAndTime(new Date(acknowledgement.acknowledgedAt), timeZone)}: “${acknowledgement.warning}”`}
        </WarningNote>
      ))}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="p">
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}
      </Box>
      {children}
    </Typography>
  );
}

/**
 * A change the server refused (the record moved on meanwhile, e.g. its reminder went out): the
 * record is read again, so the buttons match what the server holds.
 */
function useRecordRefresh(salonId: string, appointmentId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.record(salonId, appointmentId) });
}

function TreatmentForm({ salonId, appointment }: { salonId: string; appointment: AppointmentRecord }) {
  const saved = appointment.supportYourSalon.treatment;
  const [selected, setSelected] = useState<Treatment | null>(saved);
  useEffect(() => setSelected(saved), [saved]);
  const recordSaved = useRecordSaved(salonId);
  const save = useMutation({
    mutationFn: (newTreatment: Treatment) => request(SwitchTreatment, { appointmentId: appointment.id, newTreatment }),
    onSuccess: (data) => recordSaved(data.switchTreatment),
  });
  const labelId = useId();
  return (
    <>
      <Typography id={labelId} sx={{ mb: 0.5 }}>
        Recommended treatment
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={selected ?? ''}
        onChange={(event) => setSelected(event.target.value as Treatment)}
      >
        {TREATMENTS.map((treatment) => (
          <FormControlLabel key={treatment} value={treatment} control={<Radio />} label={TREATMENT_LABELS[treatment]} />
        ))}
      </RadioGroup>
      <FormMessages error={save.isError ? errorText(save.error) : null} />
      {selected && treatmentChanged(saved, selected) ? (
        <BusyButton
          variant="contained"
          busy={save.isPending}
          busyLabel="Saving..."
          onClick={() => save.mutate(selected)}
          sx={{ mt: 1 }}
        >
          Save new treatment
        </BusyButton>
      ) : null}
    </>
  );
}

/** Each rebook button's call (the product's names), answering the record as it now stands. */
async function sendRebookAction(action: RebookAction, id: string): Promise<AppointmentRecord> {
  switch (action) {
    case 'SETUP_REMINDER':
      return (await request(EnableAppointmentReminder, { id })).enableAppointmentReminder;
    case 'REMOVE_REMINDER':
      return (await request(DisableAppointmentReminder, { id })).disableAppointmentReminder;
    case 'MARK_REBOOKED':
      return (await request(SetAppointmentRebooked, { id })).setAppointmentRebooked;
    case 'REOPEN':
      return (await request(ClearAppointmentRebooked, { id })).clearAppointmentRebooked;
  }
}

const REBOOK_BUTTONS: readonly RebookAction[] = ['SETUP_REMINDER', 'REMOVE_REMINDER', 'MARK_REBOOKED', 'REOPEN'];

function RebookingSection({
  salonId,
  appointment,
  timeZone,
}: {
  salonId: string;
  appointment: AppointmentRecord;
  timeZone: string;
}) {
  const recordSaved = useRecordSaved(salonId);
  const refresh = useRecordRefresh(salonId, appointment.id);
  const change = useMutation({
    mutationFn: (action: RebookAction) => sendRebookAction(action, appointment.id),
    onSuccess: recordSaved,
    onError: refresh,
  });
  const available = availableRebookActions(appointment);
  return (
    <>
      <Typography>
        Rebook status: <strong>{appointment.rebookStatus}</strong>
        {appointment.rebookLength ? ` (a ${appointment.rebookLength}-minute visit suggested)` : null}
      </Typography>
      {appointment.rebookNotificationSentAt ? (
        <Typography color="text.secondary">
          Reminder sent <DateTime value={appointment.rebookNotificationSentAt} timeZone={timeZone} format="dayTime" />.
        </Typography>
      ) : appointment.rebookNotificationScheduledAt ? (
        <Typography color="text.secondary">
          Reminder scheduled for{' '}
          <DateTime value={appointment.rebookNotificationScheduledAt} timeZone={timeZone} format="dayTime" />.
        </Typography>
      ) : null}
      <FormMessages error={change.isError ? errorText(change.error) : null} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {REBOOK_BUTTONS.map((action) => (
          <BusyButton
            key={action}
            variant="outlined"
            busy={change.isPending && change.variables === action}
            disabled={change.isPending || !available.includes(action)}
            onClick={() => change.mutate(action)}
          >
            {REBOOK_ACTION_LABELS[action]}
          </BusyButton>
        ))}
      </Box>
    </>
  );
}

type CartOrder = NonNullable<NonNullable<AppointmentRecord['cart']>['order']>;

/**
 * The order the session's cart holds, with what the salon hands over or sends and the moves its state
 * allows, then every other order of the session (one a purchase replaced, one emptied at the mirror,
 * one the client bought beside it), each with its state and why it was cancelled.
 */
function OrderSection({ salonId, appointment }: { salonId: string; appointment: AppointmentRecord }) {
  const queryClient = useQueryClient();
  const refresh = useRecordRefresh(salonId, appointment.id);
  const order = appointment.cart?.order ?? null;
  const changed = (moved: OrderStatusFields) => {
    queryClient.setQueryData(
      appointmentKeys.record(salonId, appointment.id),
      (current: { appointment: AppointmentRecord } | undefined) => {
        const cart = current?.appointment.cart;
        if (!current || !cart?.order) return current;
        return {
          ...current,
          appointment: {
            ...current.appointment,
            // The footer of the recommendations reads the same state, by the server's own rule.
            retailStatus: retailWording({ state: moved.orderState, deliveryType: moved.deliveryType }),
            cart: { ...cart, order: { ...cart.order, ...moved } },
            orders: current.appointment.orders.map((listed) =>
              listed.id === moved.id
                ? { ...listed, orderState: moved.orderState, grandTotal: moved.grandTotal }
                : listed,
            ),
          },
        };
      },
    );
    void queryClient.invalidateQueries({
      queryKey: appointmentKeys.all(salonId),
      predicate: (query) => query.queryKey[2] === 'list',
    });
  };
  const others = appointment.orders.filter((other) => !appointment.cart || other.cartId !== appointment.cart.id);
  return (
    <>
      {order ? (
        <CartOrderView salonId={salonId} order={order} onChanged={changed} onRefused={refresh} />
      ) : (
        <Typography color="text.secondary">N/A: nothing was put in the cart in this session.</Typography>
      )}
      {others.length > 0 ? (
        <Box component="ul" aria-label="Other orders of this session" sx={{ m: 0, mt: 2, pl: 3 }}>
          {others.map((other) => (
            <Typography component="li" key={other.id}>
              <Link component={RouterLink} to={orderUrl(salonId, other.id)}>
                {`Order ${other.orderNumber}`}
              </Link>
              {' ('}
              <Money cents={other.grandTotal} />
              {`) ${ORDER_STATE_LABELS[other.orderState]}`}
              {/* Only an order the product cancelled (replaced, emptied at the mirror) carries a reason. */}
              {other.statusReason && isCancelled(other.orderState) ? `: ${other.statusReason}` : null}
            </Typography>
          ))}
        </Box>
      ) : null}
    </>
  );
}

const isCancelled = (state: OrderState) => state === 'CANCELLED' || state === 'REFUNDED';

function CartOrderView({
  salonId,
  order,
  onChanged,
  onRefused,
}: {
  salonId: string;
  order: CartOrder;
  onChanged: (order: OrderStatusFields) => void;
  onRefused: () => void;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <OrderStateChip state={order.orderState} />
        <OrderDeliveryChip deliveryType={order.deliveryType} />
        <Link component={RouterLink} to={orderUrl(salonId, order.id)}>
          {`Order ${order.orderNumber}`}
        </Link>
      </Box>
      <OrderLines lines={order.lineItems} />
      <Typography sx={{ fontWeight: 600 }}>
        Total <Money cents={order.subtotal} />
      </Typography>
      {order.orderState === 'AWAITING_PAYMENT' ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Waiting for the client to pay: they were emailed a link to pay and give their address.
        </Typography>
      ) : null}
      <OrderStatusButtons order={order} onChanged={onChanged} onRefused={onRefused} />
    </>
  );
}

/** What the client takes home: the salon hands it over or sends it by what is listed here. */
function OrderLines({ lines }: { lines: CartOrder['lineItems'] }) {
  return (
    <Box component="ul" aria-label="Items in the cart" sx={{ listStyle: 'none', m: 0, my: 1, p: 0 }}>
      {lines.map((line, index) => (
        <Typography
          component="li"
          key={line.productId ?? index}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 2,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <span>
            {`${line.quantity} × ${line.productName}, `}
            <Money cents={line.unitPrice} /> each
          </span>
          <span>
            <Box component="span" sx={visuallyHidden}>
              , line total{' '}
            </Box>
            <Money cents={line.total} />
          </span>
        </Typography>
      ))}
    </Box>
  );
}

function LikedImages({ appointment }: { appointment: AppointmentRecord }) {
  if (appointment.imageLikes.length === 0)
    return <Typography color="text.secondary">The client liked no images in this session.</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
      }}
    >
      {appointment.imageLikes.map((like, index) => (
        <Box component="li" key={like.id}>
          <Box
            component="img"
            src={like.image.url}
            alt={`Liked look ${index + 1}`}
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2 }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** What the client shared from the portal of the session's kept photos, and when, oldest first. */
function SharedImages({ appointment, timeZone }: { appointment: AppointmentRecord; timeZone: string }) {
  if (appointment.imageShares.length === 0)
    return <Typography color="text.secondary">The client has shared no images of this session.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {appointment.imageShares.map((share, index) => (
        <Typography component="li" key={`${share.createdAt}-${index}`}>
          {`${imageShareWayText(share.sharedTo)}, `}
          <DateTime value={share.createdAt} timeZone={timeZone} format="dayTime" />
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The notes as the record holds them, live (the mirror writes them too), until the admin edits
 * them: from then the admin's text stays until it is saved.
 */
function NotesForm({ salonId, appointment }: { salonId: string; appointment: AppointmentRecord }) {
  const [draft, setDraft] = useState<string | null>(null);
  const notes = draft ?? appointment.notes ?? '';
  const [savedOnce, setSavedOnce] = useState(false);
  const recordSaved = useRecordSaved(salonId);
  const save = useMutation({
    mutationFn: (text: string) => request(UpdateAppointmentNotes, { appointmentId: appointment.id, notes: text }),
    onSuccess: (data, saved) => {
      recordSaved(data.updateAppointment);
      // Typing that went on while it saved is kept.
      setDraft((current) => (current === saved ? null : current));
      setSavedOnce(true);
    },
  });
  const checked = appointmentNotesSchema.safeParse(notes);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSavedOnce(false);
        if (!problem) save.mutate(notes);
      }}
    >
      <FormMessages
        error={save.isError ? errorText(save.error) : null}
        notice={savedOnce && !save.isPending ? SAVED_SUCCESSFULLY : null}
      />
      <CountedTextInput
        label="Notes"
        limit={MAX_NOTES_LENGTH}
        length={notes.length}
        multiline
        minRows={3}
        value={notes}
        onChange={(event) => {
          setDraft(event.target.value);
          setSavedOnce(false);
        }}
        error={problem !== null}
        helperText={problem}
      />
      <BusyButton type="submit" variant="contained" busy={save.isPending} disabled={problem !== null} sx={{ mt: 1 }}>
        SAVE
      </BusyButton>
    </Box>
  );
}
