import type { enRoomBoard } from './roomBoard.en';
import type { DeepStrings } from './types';

export const myRoomBoard: DeepStrings<typeof enRoomBoard> = {
  roomBoard: {
    title: 'Papan bilik',
  },
};
