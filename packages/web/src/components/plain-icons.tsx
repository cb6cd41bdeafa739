import type { SVGProps } from 'react';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import './plain-icons.css';
import AppstoreAddOutlined from '@ant-design/icons-svg/es/asn/AppstoreAddOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import ClearOutlined from '@ant-design/icons-svg/es/asn/ClearOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';

/**
 * Ant Design's icons for the plain first screens, drawn from their definitions in @ant-design/icons-svg (only
 * data: @ant-design/icons would bring its own runtime with it, decision 0056). 1em square, currentColor,
 * decorative: the text beside an icon names the thing.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

export function PlainIcon({ icon, className, ...props }: IconProps & { icon: IconDefinition }) {
  // Outlined and filled icons are a plain node; only two-tone ones are functions, and none is used.
  const svg = icon.icon as AbstractNode;
  return (
    <svg
      viewBox={svg.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      aria-hidden="true"
      className={className ? `plain-icon ${className}` : 'plain-icon'}
      {...props}
    >
      {(svg.children ?? []).map((path, i) => (
        <path key={i} d={path.attrs.d} />
      ))}
    </svg>
  );
}

function plainIcon(icon: IconDefinition) {
  return function Icon(props: IconProps) {
    return <PlainIcon icon={icon} {...props} />;
  };
}

export const ShoppingCartIcon = plainIcon(ShoppingCartOutlined);
export const WarningIcon = plainIcon(WarningOutlined);
export const DollarIcon = plainIcon(DollarOutlined);
export const DownIcon = plainIcon(DownOutlined);
export const ReloadIcon = plainIcon(ReloadOutlined);
export const UnorderedListIcon = plainIcon(UnorderedListOutlined);
export const SearchIcon = plainIcon(SearchOutlined);
export const ClearIcon = plainIcon(ClearOutlined);
export const FilterIcon = plainIcon(FilterOutlined);
export const MinusIcon = plainIcon(MinusOutlined);
export const PlusIcon = plainIcon(PlusOutlined);
export const CarIcon = plainIcon(CarOutlined);
export const AppstoreAddIcon = plainIcon(AppstoreAddOutlined);
export const EyeInvisibleIcon = plainIcon(EyeInvisibleOutlined);
export const CloseCircleIcon = plainIcon(CloseCircleFilled);
export const InboxIcon = plainIcon(InboxOutlined);
export const ExclamationCircleIcon = plainIcon(ExclamationCircleFilled);
export const AuditIcon = plainIcon(AuditOutlined);
export const FileTextIcon = plainIcon(FileTextOutlined);
export const LogoutIcon = plainIcon(LogoutOutlined);
export const TeamIcon = plainIcon(TeamOutlined);
export const MenuIcon = plainIcon(MenuOutlined);
export const UserIcon = plainIcon(UserOutlined);
export const CustomerServiceIcon = plainIcon(CustomerServiceOutlined);
export const CloseIcon = plainIcon(CloseOutlined);
export const CalendarIcon = plainIcon(CalendarOutlined);
export const ShoppingIcon = plainIcon(ShoppingOutlined);
export const SafetyCertificateIcon = plainIcon(SafetyCertificateOutlined);
export const DownloadIcon = plainIcon(DownloadOutlined);
export const InfoCircleIcon = plainIcon(InfoCircleOutlined);
