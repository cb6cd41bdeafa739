import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  BrushCleaning,
  Calendar,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleDollarSign,
  CircleExclamationPoint,
  CircleX,
  ClipboardCheck,
  Clock,
  CloudUpload,
  Copy,
  Download,
  Eye,
  EyeOff,
  FileDown,
  FileQuestionMark,
  FileText,
  Funnel,
  Gauge,
  Headset,
  Inbox,
  Info,
  LayoutGridPlus,
  List,
  Lock,
  LogOut,
  Mail,
  Menu,
  Minus,
  Paperclip,
  Pencil,
  Phone,
  Plus,
  Printer,
  RotateCw,
  Save,
  Search,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
  Tags,
  Trash,
  TriangleExclamationPoint,
  Undo2,
  Upload,
  User,
  UserPlus,
  Users,
  X,
} from 'lucide-react';
import './icons.css';

export type IconProps = Omit<LucideProps, 'ref' | 'size'>;

/**
 * A lucide icon under our name: 1em square in currentColor, and decorative (aria-hidden) because the text or
 * the accessible name beside it names the thing; given an aria-label it becomes an image with that name.
 */
function icon(Glyph: LucideIcon) {
  return function Icon({ className, ...props }: IconProps) {
    const named = props['aria-label'] !== undefined;
    return (
      <Glyph
        size="1em"
        aria-hidden={named ? undefined : true}
        role={named ? 'img' : undefined}
        focusable="false"
        className={className ? `ui-icon ${className}` : 'ui-icon'}
        {...props}
      />
    );
  };
}

export const AppstoreAddIcon = icon(LayoutGridPlus);
export const AuditIcon = icon(ClipboardCheck);
export const CalendarIcon = icon(Calendar);
export const CarIcon = icon(Car);
export const CartIcon = icon(ShoppingCart);
export const CheckIcon = icon(Check);
export const CheckCircleIcon = icon(CircleCheck);
export const ClearIcon = icon(BrushCleaning);
export const ClockIcon = icon(Clock);
export const CloseIcon = icon(X);
export const CloseCircleIcon = icon(CircleX);
export const CloudUploadIcon = icon(CloudUpload);
export const CopyIcon = icon(Copy);
export const CustomerServiceIcon = icon(Headset);
export const DashboardIcon = icon(Gauge);
export const DeleteIcon = icon(Trash);
export const DollarIcon = icon(CircleDollarSign);
export const DownIcon = icon(ChevronDown);
export const DownloadIcon = icon(Download);
export const EditIcon = icon(Pencil);
export const ExclamationCircleIcon = icon(CircleExclamationPoint);
export const EyeIcon = icon(Eye);
export const EyeInvisibleIcon = icon(EyeOff);
export const FilePdfIcon = icon(FileDown);
export const FileTextIcon = icon(FileText);
export const FilterIcon = icon(Funnel);
export const ForbiddenIcon = icon(Lock);
export const InboxIcon = icon(Inbox);
export const InfoIcon = icon(Info);
export const LeftIcon = icon(ChevronLeft);
export const LogoutIcon = icon(LogOut);
export const MailIcon = icon(Mail);
export const MenuIcon = icon(Menu);
export const MinusIcon = icon(Minus);
export const NotFoundIcon = icon(FileQuestionMark);
export const PaperClipIcon = icon(Paperclip);
export const PhoneIcon = icon(Phone);
export const PlusIcon = icon(Plus);
export const PrinterIcon = icon(Printer);
export const ReloadIcon = icon(RotateCw);
export const RightIcon = icon(ChevronRight);
export const RollbackIcon = icon(Undo2);
export const SafetyCertificateIcon = icon(ShieldCheck);
export const SaveIcon = icon(Save);
export const SearchIcon = icon(Search);
export const ShopIcon = icon(Store);
export const ShoppingIcon = icon(ShoppingBag);
export const TagsIcon = icon(Tags);
export const TeamIcon = icon(Users);
export const UnorderedListIcon = icon(List);
export const UpIcon = icon(ChevronUp);
export const UploadIcon = icon(Upload);
export const UserIcon = icon(User);
export const UserAddIcon = icon(UserPlus);
export const WarningIcon = icon(TriangleExclamationPoint);
