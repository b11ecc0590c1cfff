import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { avatarNeeded } from './searchSlice';
import { selectAvatar } from './selectors';

/** A person's avatar: asked for once shown (the saga waits 250 ms and loads it once per user). */
export function CrewAvatar({ userId, hasPhoto, size = 64 }: { userId: number; hasPhoto: boolean; size?: number }) {
  const dispatch = useAppDispatch();
  const avatar = useAppSelector((state) => selectAvatar(state, userId));
  useEffect(() => {
    if (hasPhoto) dispatch(avatarNeeded(userId));
  }, [dispatch, userId, hasPhoto]);
  const src = avatar?.status === 'loaded' ? (avatar.dataUrl ?? undefined) : undefined;
  return <Avatar size={size} src={src} icon={<UserOutlined aria-hidden />} alt="" className="search-avatar" />;
}
