import UserOutlined from '@ant-design/icons/UserOutlined';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { avatarNeeded } from './searchSlice';
import { selectAvatar } from './selectors';

/** product.md §2.2, §2.9: an avatar is fetched once its card has been in view 250 ms, once per person. */
export const AVATAR_DELAY_MS = 250;

/**
 * A person's avatar. It is asked for only after staying 250 ms in view: a page of fifty results
 * asks for the few on screen, and a card scrolled past before then asks for nothing (leaving the
 * view starts the wait again). The saga loads each person's avatar once, however many cards ask.
 */
export function CrewAvatar({ userId, hasPhoto, size = 64 }: { userId: number; hasPhoto: boolean; size?: number }) {
  const dispatch = useAppDispatch();
  const avatar = useAppSelector((state) => selectAvatar(state, userId));
  const element = useRef<HTMLSpanElement>(null);
  // Loaded, or on its way: nothing to watch for.
  const wanted = hasPhoto && avatar === undefined;
  useEffect(() => {
    const target = element.current;
    if (!wanted || !target) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer ??= setTimeout(() => dispatch(avatarNeeded(userId)), AVATAR_DELAY_MS);
    };
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    // A browser without IntersectionObserver counts the card as in view from the start.
    if (typeof IntersectionObserver === 'undefined') {
      wait();
      return stop;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.at(-1)?.isIntersecting) wait();
      else stop();
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [dispatch, userId, wanted]);
  const src = avatar?.status === 'loaded' ? (avatar.dataUrl ?? undefined) : undefined;
  // A plain round frame, not antd's Avatar: a search draws one per card while scrolling, and the
  // Avatar's responsive and style hooks cost more than the card's text (docs/decisions.md, "Long
  // lists render what is on screen").
  return (
    <span ref={element} className="search-avatar" style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? <img src={src} alt="" /> : <UserOutlined aria-hidden />}
    </span>
  );
}
