// The client's selection as the gallery page shows it: loaded once for the gallery, changed
// optimistically (a heart fills at once and empties again if the server refuses), each photo's
// changes sent one after the other so the last one wins, and sent to the photographer on demand.
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
import type { Pick, Selection } from './selection-api';

/**
 * The selection's API with the schemas its answers are checked against, loaded at its first call:
 * a first visit has no selection yet, so it does not download them.
 */
const selectionApi = () => import('./selection-api');

/** A list as the page shows it: Favourites named in the reader's language, with its count. */
export type SelectionListView = { id: string; name: string; max: number | null; count: number };

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
  /** A public gallery's visitor's token, once they have one. */
  const visitorToken = useRef(storedVisitor);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    (galleryAccess ?? storedVisitor) === undefined && !signedIn ? 'visitor' : 'loading',
  );
  const [lists, setLists] = useState<Lists>(favouritesOnly);
  const [picks, setPicks] = useState<ReadonlyMap<string, Pick>>(new Map());
  const [sent, setSent] = useState<{ at: number | null; changedSince: boolean }>({ at: null, changedSince: false });
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
      return t(`errors:${code}`, { defaultValue: t('errors:unknown') });
    },
    [t],
  );

  const adopt = useCallback((selection: Selection) => {
    confirmed.current = new Map(selection.picks.map((pick) => [pick.photoId, pick]));
    setLists(listsOf(selection));
    setPicks(new Map(confirmed.current));
    setSent({ at: selection.sentAt, changedSince: false });
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
    selectionApi()
      .then(({ fetchSelection }) => fetchSelection(slug, galleryId, token))
      .then(
        (selection) => {
          if (!current) return;
          if (token === undefined) setOutcome('visitor');
          else adopt(selection);
        },
        (error: unknown) => {
          if (!current) return;
          const refused =
            error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
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
          setSent((was) => (was.at === null ? was : { ...was, changedSince: true }));
          return true;
        } catch (error) {
          if (isLatest()) setPicks((shown) => withPick(shown, confirmed.current.get(photoId) ?? noPick(photoId)));
          if (isNeedsClient(error)) clientRefused();
          else setNotice(await messageOf(error, known));
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
      // A full list is not filled in advance: the server's refusal would empty it again at once.
      const full = adding && list !== undefined && list.max !== null && count >= list.max;
      return save(access, known, action.photoId, { lists, comment: current.comment }, !full);
    },
    [save],
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
      return perform(access, lists, picks, action);
    },
    [outcome, galleryAccess, perform, lists, picks],
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
      setVisitorAsked(undefined);
      let selection: Selection;
      try {
        selection = await (await selectionApi()).fetchSelection(slug, galleryId, token);
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

  /** Sends the selection once every change on its way has landed; a message if it failed. */
  const send = useCallback(async (): Promise<string | undefined> => {
    const access = galleryAccess ?? visitorToken.current;
    if (access === undefined) return t('errors:unknown');
    await Promise.all(queues.current.values());
    try {
      const at = await (await selectionApi()).sendSelection(slug, galleryId, access, language);
      setSent({ at, changedSince: false });
      return undefined;
    } catch (error) {
      if (isNeedsClient(error)) clientRefused();
      return await messageOf(error, lists);
    }
  }, [galleryAccess, slug, galleryId, language, lists, messageOf, clientRefused, t]);

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

  /** The photos in at least one list. */
  const chosen = useMemo(
    () => new Set([...picks.values()].filter((pick) => pick.lists.length > 0).map((pick) => pick.photoId)),
    [picks],
  );

  return {
    /** Absent while loading, and where the selection is not offered (a photographer's own gallery). */
    view,
    chosen,
    sentAt: sent.at,
    changedSinceSent: sent.changedSince,
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
