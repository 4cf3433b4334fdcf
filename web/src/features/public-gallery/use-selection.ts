// The client's selection as the gallery page shows it: loaded once for the gallery, changed
// optimistically (a heart fills at once and empties again if the server refuses), each photo's
// changes sent one after the other so the last one wins, counted against the gallery's package
// ("12 of 20 chosen"), and finished on demand, which locks it until the photographer reopens it.
// A public gallery's visitor gives their name and e-mail first; a photographer looking at their
// own gallery gets no selection at all.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickRequest } from '@core/domain/selection-pick';
import { FAVOURITES, listCounts } from '@core/domain/selection';
import { ApiError } from '../../lib/api-request';
import { isLanguage, type Language } from '../../lib/languages';
import { hasStoredAuthSession } from '../../lib/stored-auth-session';
import { visitorTokens, type StoredAccess } from './gallery-access';
import { fetchSelection, type Pick, type Selection, type SelectionPackage } from './selection-answer';

/**
 * What the client does with their selection, with the schemas its answers are checked against,
 * loaded at the first action: opening the gallery does not download them.
 */
const selectionApi = () => import('./selection-api');

/** A list as the page shows it: Favourites named in the reader's language, with its count. */
export type SelectionListView = { id: string; name: string; max: number | null; count: number };

/** A package as the selection bar shows it: "12 of 20 chosen", and the extras beyond it unpaid. */
export type PackageView = {
  included: number;
  chosen: number;
  /** Favourites beyond the included photos and the extras already paid. */
  extras: number;
  /** What those extras cost together, in the studio's currency; null when the gallery sells none. */
  extrasCost: { amount: number; currency: SelectionPackage['currency'] } | null;
};

/** What the grid and the lightbox need to show and change the client's choices. */
export type SelectionView = {
  lists: readonly SelectionListView[];
  /** Whether the photo is in the list (as shown: a change on its way counts). */
  inList: (photoId: string, listId: string) => boolean;
  comment: (photoId: string) => string;
  toggle: (photoId: string, listId: string) => void;
  /** Saves the photo's comment; whether it was saved. */
  saveComment: (photoId: string, comment: string) => Promise<boolean>;
  /** The last refusal, translated, until the next change. */
  notice: string | undefined;
  dismissNotice: () => void;
};

type Outcome = 'loading' | 'visitor' | 'ready' | 'hidden' | 'failed';

type Action =
  { kind: 'toggle'; photoId: string; listId: string } | { kind: 'comment'; photoId: string; comment: string };
/** What waits for a visitor's name: a choice, or anything else that needs a client (a download). */
type Pending = Action | { kind: 'client'; then: (access: string) => void };
/** Why a visitor is asked who they are. */
export type VisitorPurpose = 'choose' | 'download';

type Lists = Selection['lists'];

const favouritesOnly: Lists = [{ id: FAVOURITES, name: '', max: null }];

const noPick = (photoId: string): Pick => ({ photoId, lists: [], comment: '' });

function withPick(picks: ReadonlyMap<string, Pick>, pick: Pick): Map<string, Pick> {
  const next = new Map(picks);
  if (pick.lists.length === 0 && pick.comment === '') next.delete(pick.photoId);
  else next.set(pick.photoId, pick);
  return next;
}

const isNeedsClient = (error: unknown) => error instanceof ApiError && error.code === 'selection_needs_client';
const isLocked = (error: unknown) => error instanceof ApiError && error.code === 'selection_locked';

/** The most Favourites the package takes, when it sells no extras beyond them. */
const hardCap = (terms: SelectionPackage | undefined): number | null =>
  terms?.extraPhotoPrice === null ? terms.includedPhotos : null;

/** The gallery's lists, Favourites first whatever the server sent. */
function listsOf(selection: Selection): Lists {
  const named = selection.lists.filter((list) => list.id !== FAVOURITES);
  return [...favouritesOnly, ...named];
}

/** How the visitor's name and e-mail were taken: a message if they were not. */
export type VisitorOutcome = { kind: 'done' } | { kind: 'mailed' } | { kind: 'failed'; message: string };

type UseSelectionArgs = {
  slug: string;
  galleryId: string;
  /** The invite's token from the gallery's answer; null for a public gallery. */
  galleryAccess: string | null;
  /**
   * An invite's token this device keeps for the gallery (gallery-access.ts): on a public gallery,
   * a visitor's way back through the link they were mailed.
   */
  deviceAccess: string | undefined;
};

export function useSelection({ slug, galleryId, galleryAccess, deviceAccess }: UseSelectionArgs) {
  const { t, i18n } = useTranslation(['public', 'errors']);
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [signedIn] = useState(hasStoredAuthSession);
  const [storedVisitor] = useState(() =>
    galleryAccess === null ? (visitorTokens.read(galleryId) ?? deviceAccess) : undefined,
  );
  /** A public gallery's visitor's token, once they have one (in state too, for the page to show). */
  const visitorToken = useRef(storedVisitor);
  const [visitorAccess, setVisitorAccess] = useState(storedVisitor);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    (galleryAccess ?? storedVisitor) === undefined && !signedIn ? 'visitor' : 'loading',
  );
  const [lists, setLists] = useState<Lists>(favouritesOnly);
  const [picks, setPicks] = useState<ReadonlyMap<string, Pick>>(new Map());
  const [sent, setSent] = useState<{ at: number | null; lockedAt: number | null }>({ at: null, lockedAt: null });
  const [terms, setTerms] = useState<SelectionPackage>();
  const [unlockedSizes, setUnlockedSizes] = useState<Selection['unlockedSizes']>([]);
  const [client, setClient] = useState<Selection['client']>();
  const [notice, setNotice] = useState<string>();
  const [visitorAsked, setVisitorAsked] = useState<VisitorPurpose>();
  const [attempt, setAttempt] = useState(0);
  /** What the server last confirmed of each photo: where a refused change rolls back to. */
  const confirmed = useRef(new Map<string, Pick>());
  /** Each photo's changes in flight, one after the other, and the number of the latest. */
  const queues = useRef(new Map<string, Promise<boolean>>());
  const latest = useRef(new Map<string, number>());
  /** What the visitor did before giving their name, done once they have. */
  const pending = useRef<Pending | undefined>(undefined);

  const messageOf = useCallback(
    async (error: unknown, known: Lists): Promise<string> => {
      const code = error instanceof ApiError ? error.code : 'unknown';
      if (code === 'list_full' && error instanceof ApiError) {
        const { fullListOf } = await selectionApi();
        const list = known.find(({ id }) => id === fullListOf(error.details));
        if (list && list.max !== null) return t('selection.listFull', { list: list.name, max: list.max });
      }
      if (code === 'selection_full' && error instanceof ApiError) {
        const numbers = (await selectionApi()).packageOf(error.details);
        if (numbers) return t('selection.full', { count: numbers.included });
      }
      return t(`errors:${code}`, { defaultValue: t('errors:unknown') });
    },
    [t],
  );

  const adopt = useCallback((selection: Selection) => {
    confirmed.current = new Map(selection.picks.map((pick) => [pick.photoId, pick]));
    setLists(listsOf(selection));
    setPicks(new Map(confirmed.current));
    setSent({ at: selection.sentAt, lockedAt: selection.lockedAt });
    setTerms(selection.package);
    setUnlockedSizes(selection.unlockedSizes);
    setClient(selection.client);
    setOutcome('ready');
  }, []);

  /**
   * The server no longer takes the client's token: a visitor's has expired or was revoked (they
   * say who they are again, and a known e-mail is mailed its link), or the viewer is the
   * photographer, who has no selection.
   */
  const clientRefused = useCallback(() => {
    if (galleryAccess === null && visitorToken.current !== undefined) {
      visitorTokens.forget(galleryId);
      visitorToken.current = undefined;
      setVisitorAccess(undefined);
      confirmed.current = new Map();
      setPicks(new Map());
      setOutcome('visitor');
    } else setOutcome('hidden');
  }, [galleryAccess, galleryId]);

  useEffect(() => {
    const token = galleryAccess ?? visitorToken.current;
    // A visitor who has not given their name yet has no selection; a signed-in photographer is
    // asked about (the server tells them apart), so their own gallery shows no selection.
    if (token === undefined && !signedIn) return;
    let current = true;
    fetchSelection(slug, galleryId, token).then(
      (selection) => {
        if (!current) return;
        if (token === undefined) setOutcome('visitor');
        else adopt(selection);
      },
      (error: unknown) => {
        if (!current) return;
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        if (token === undefined) setOutcome(isNeedsClient(error) ? 'hidden' : 'visitor');
        else if (isNeedsClient(error) || (galleryAccess === null && refused)) clientRefused();
        else setOutcome('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [slug, galleryId, galleryAccess, signedIn, attempt, adopt, clientRefused]);

  /** Sends one photo's new state after its earlier changes; rolls back to the server's on a refusal. */
  const save = useCallback(
    (access: string, known: Lists, photoId: string, next: PickRequest, optimistic: boolean): Promise<boolean> => {
      if (optimistic) setPicks((shown) => withPick(shown, { photoId, ...next }));
      const number = (latest.current.get(photoId) ?? 0) + 1;
      latest.current.set(photoId, number);
      const isLatest = () => latest.current.get(photoId) === number;
      const previous = queues.current.get(photoId) ?? Promise.resolve(true);
      const run = previous.then(async () => {
        try {
          const pick = await (await selectionApi()).savePick(slug, galleryId, access, photoId, next);
          confirmed.current.set(photoId, pick);
          if (isLatest()) setPicks((shown) => withPick(shown, pick));
          return true;
        } catch (error) {
          if (isLatest()) setPicks((shown) => withPick(shown, confirmed.current.get(photoId) ?? noPick(photoId)));
          if (isNeedsClient(error)) clientRefused();
          else setNotice(await messageOf(error, known));
          // Finished on another device: the page learns when, as a reload would.
          if (isLocked(error)) setAttempt((n) => n + 1);
          return false;
        }
      });
      queues.current.set(photoId, run);
      return run;
    },
    [slug, galleryId, messageOf, clientRefused],
  );

  /** Does `action` on top of `shown`, the picks as the client sees them. */
  const perform = useCallback(
    (access: string, known: Lists, shown: ReadonlyMap<string, Pick>, action: Action): Promise<boolean> => {
      setNotice(undefined);
      const current = shown.get(action.photoId) ?? noPick(action.photoId);
      if (action.kind === 'comment') {
        const comment = action.comment.trim();
        if (comment === current.comment) return Promise.resolve(true);
        return save(access, known, action.photoId, { lists: current.lists, comment }, true);
      }
      const adding = !current.lists.includes(action.listId);
      // In the gallery's order; lists the photographer has since removed are left out.
      const lists = known
        .map(({ id }) => id)
        .filter((id) => (id === action.listId ? adding : current.lists.includes(id)));
      const list = known.find(({ id }) => id === action.listId);
      const count = listCounts([...shown.values()]).get(action.listId) ?? 0;
      const max = list?.max ?? (action.listId === FAVOURITES ? hardCap(terms) : null);
      // A full list is not filled in advance: the server's refusal would empty it again at once.
      const full = adding && max !== null && count >= max;
      return save(access, known, action.photoId, { lists, comment: current.comment }, !full);
    },
    [save, terms],
  );

  const act = useCallback(
    (action: Action): Promise<boolean> => {
      if (outcome === 'visitor') {
        pending.current = action;
        setVisitorAsked('choose');
        return Promise.resolve(false);
      }
      const access = galleryAccess ?? visitorToken.current;
      if (outcome !== 'ready' || access === undefined) return Promise.resolve(false);
      if (sent.lockedAt !== null) {
        setNotice(t('errors:selection_locked'));
        return Promise.resolve(false);
      }
      return perform(access, lists, picks, action);
    },
    [outcome, galleryAccess, perform, lists, picks, sent.lockedAt, t],
  );

  /** The visitor's name and e-mail: sent, then what they did before is done. */
  const registerAndResume = useCallback(
    async (name: string, email: string): Promise<VisitorOutcome> => {
      let registered: StoredAccess | 'mailed';
      try {
        registered = await (await selectionApi()).registerVisitor(slug, galleryId, { name, email, language });
      } catch (error) {
        if (isNeedsClient(error)) {
          setVisitorAsked(undefined);
          setOutcome('hidden');
          return { kind: 'done' };
        }
        return { kind: 'failed', message: await messageOf(error, lists) };
      }
      // A known e-mail: their link is in their mailbox, and what they did waits for it.
      if (registered === 'mailed') {
        pending.current = undefined;
        return { kind: 'mailed' };
      }
      const { token } = registered;
      visitorTokens.store(galleryId, registered);
      visitorToken.current = token;
      setVisitorAccess(token);
      setVisitorAsked(undefined);
      let selection: Selection;
      try {
        selection = await fetchSelection(slug, galleryId, token);
      } catch {
        setOutcome('failed');
        return { kind: 'done' };
      }
      adopt(selection);
      const action = pending.current;
      pending.current = undefined;
      if (action?.kind === 'client') action.then(token);
      else if (action) {
        const shown = new Map(selection.picks.map((pick) => [pick.photoId, pick]));
        void perform(token, listsOf(selection), shown, action);
      }
      return { kind: 'done' };
    },
    [slug, galleryId, language, lists, adopt, perform, messageOf],
  );

  /**
   * Runs `then` with the client's token: at once for a client, after a visitor has said who they
   * are (they are asked first). Nothing for a photographer looking at their own gallery.
   */
  const withClient = useCallback(
    (then: (access: string) => void) => {
      if (outcome === 'visitor') {
        pending.current = { kind: 'client', then };
        setVisitorAsked('download');
        return;
      }
      const access = galleryAccess ?? visitorToken.current;
      if (outcome === 'ready' && access !== undefined) then(access);
    },
    [outcome, galleryAccess],
  );

  /**
   * Finishes the selection once every change on its way has landed; a message if it was not.
   * Extras chosen and not paid for send the client to pay them.
   */
  const send = useCallback(async (): Promise<string | undefined> => {
    const access = galleryAccess ?? visitorToken.current;
    if (access === undefined) return t('errors:unknown');
    await Promise.all(queues.current.values());
    const api = await selectionApi();
    try {
      const at = await api.sendSelection(slug, galleryId, access, language);
      setSent({ at, lockedAt: at });
      // What finishing unlocked (a package's photos) comes with the selection, read again.
      setAttempt((n) => n + 1);
      return undefined;
    } catch (error) {
      if (isNeedsClient(error)) clientRefused();
      if (isLocked(error)) setAttempt((n) => n + 1);
      const unpaid = error instanceof ApiError && error.code === 'extras_unpaid' && api.packageOf(error.details);
      if (unpaid && terms) {
        const count = (unpaid.chosen ?? 0) - unpaid.included - (unpaid.paid ?? 0);
        const total = api.extrasTotal(terms, count, language);
        // Loaded only then: a first visit never finishes with extras to pay.
        const { openCheckoutForExtras } = await import('./open-checkout-for-extras');
        return openCheckoutForExtras({ slug, galleryId, access, count, total }, t);
      }
      return await messageOf(error, lists);
    }
  }, [galleryAccess, slug, galleryId, language, lists, terms, messageOf, clientRefused, t]);

  const counts = useMemo(() => listCounts([...picks.values()]), [picks]);
  const view = useMemo<SelectionView | undefined>(() => {
    if (outcome !== 'ready' && outcome !== 'visitor') return undefined;
    return {
      lists: lists.map((list) => ({
        ...list,
        name: list.id === FAVOURITES ? t('selection.favourites') : list.name,
        count: counts.get(list.id) ?? 0,
      })),
      inList: (photoId, listId) => picks.get(photoId)?.lists.includes(listId) ?? false,
      comment: (photoId) => picks.get(photoId)?.comment ?? '',
      toggle: (photoId, listId) => void act({ kind: 'toggle', photoId, listId }),
      saveComment: (photoId, comment) => act({ kind: 'comment', photoId, comment }),
      notice,
      dismissNotice: () => setNotice(undefined),
    };
  }, [outcome, lists, counts, picks, act, notice, t]);

  const packageView = useMemo<PackageView | undefined>(() => {
    if (terms?.includedPhotos == null) return undefined;
    const chosen = counts.get(FAVOURITES) ?? 0;
    const extras = Math.max(0, chosen - terms.includedPhotos - terms.paidExtras);
    const extrasCost =
      terms.extraPhotoPrice === null ? null : { amount: extras * terms.extraPhotoPrice, currency: terms.currency };
    return { included: terms.includedPhotos, chosen, extras, extrasCost };
  }, [terms, counts]);

  /** The photos in at least one list. */
  const chosen = useMemo(
    () => new Set([...picks.values()].filter((pick) => pick.lists.length > 0).map((pick) => pick.photoId)),
    [picks],
  );

  return {
    /** Absent while loading, and where the selection is not offered (a photographer's own gallery). */
    view,
    /** The client's token once their selection has loaded: what the gallery's shop is asked with. */
    access: outcome === 'ready' ? (galleryAccess ?? visitorAccess) : undefined,
    /** Who the client is, as their selection says. */
    client: outcome === 'ready' ? client : undefined,
    chosen,
    sentAt: sent.at,
    /** When the client finished choosing, while it stays locked; null while they may change it. */
    lockedAt: sent.lockedAt,
    /** The gallery's package, when it has one. */
    package: packageView,
    /** Sizes the client may download by their unlocks, beyond the gallery's own. */
    unlockedSizes,
    send,
    withClient,
    /** Whether the selection is on its way (the filter's room is kept for it). */
    loading: outcome === 'loading',
    /** The selection could not be loaded; `retry` asks again. */
    failed: outcome === 'failed',
    retry: () => {
      setOutcome('loading');
      setAttempt((n) => n + 1);
    },
    /** Reads the selection again while showing the one known (a paid order finished or changed it). */
    reload: () => setAttempt((n) => n + 1),
    visitor: {
      /** Why the visitor is being asked who they are; undefined while they are not. */
      purpose: visitorAsked,
      cancel: () => {
        pending.current = undefined;
        setVisitorAsked(undefined);
      },
      submit: registerAndResume,
    },
  };
}

export type SelectionState = ReturnType<typeof useSelection>;
