import type { enRoomBoard } from './roomBoard.en';
import type { DeepStrings } from './types';

export const cnRoomBoard: DeepStrings<typeof enRoomBoard> = {
  roomBoard: {
    title: '房态图',
  },
};
