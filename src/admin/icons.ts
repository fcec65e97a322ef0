import type { SvgIconComponent } from '@mui/icons-material';
import AddCard from '@mui/icons-material/AddCard';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apartment from '@mui/icons-material/Apartment';
import Bed from '@mui/icons-material/Bed';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import CardTravel from '@mui/icons-material/CardTravel';
import Category from '@mui/icons-material/Category';
import ContactMail from '@mui/icons-material/ContactMail';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import DateRange from '@mui/icons-material/DateRange';
import Description from '@mui/icons-material/Description';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import Event from '@mui/icons-material/Event';
import Extension from '@mui/icons-material/Extension';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import History from '@mui/icons-material/History';
import KingBed from '@mui/icons-material/KingBed';
import SingleBed from '@mui/icons-material/SingleBed';
import Label from '@mui/icons-material/Label';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Luggage from '@mui/icons-material/Luggage';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import Place from '@mui/icons-material/Place';
import Pool from '@mui/icons-material/Pool';
import PriceChange from '@mui/icons-material/PriceChange';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Restaurant from '@mui/icons-material/Restaurant';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import RoomService from '@mui/icons-material/RoomService';
import ScubaDiving from '@mui/icons-material/ScubaDiving';
import TrendingUp from '@mui/icons-material/TrendingUp';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Waves from '@mui/icons-material/Waves';
import Workspaces from '@mui/icons-material/Workspaces';

/**
 * The Material icons the resource definitions name, each imported on its own (no barrel import).
 * `icons.test.ts` fails when a definition names an icon missing here.
 */
export const icons = {
  AddCard,
  AddShoppingCart,
  AdminPanelSettings,
  Apartment,
  Bed,
  Business,
  Campaign,
  CardTravel,
  Category,
  ContactMail,
  CurrencyExchange,
  DateRange,
  Description,
  DirectionsBoat,
  Event,
  Extension,
  FamilyRestroom,
  History,
  KingBed,
  SingleBed,
  Label,
  LocalOffer,
  Luggage,
  MeetingRoom,
  People,
  Percent,
  Place,
  Pool,
  PriceChange,
  RequestQuote,
  Restaurant,
  RestaurantMenu,
  RoomService,
  ScubaDiving,
  TrendingUp,
  ViewCarousel,
  Waves,
  Workspaces,
} satisfies Record<string, SvgIconComponent>;

export type IconName = keyof typeof icons;

export const isIconName = (name: string): name is IconName => Object.hasOwn(icons, name);

/** The component of a definition's icon name (a neutral label icon for an unknown name). */
export const iconOf = (name: string): SvgIconComponent => (isIconName(name) ? icons[name] : icons.Label);
