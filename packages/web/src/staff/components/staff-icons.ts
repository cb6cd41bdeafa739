/**
 * The back office's icons: Ant Design's icons of the same names, as their definitions in
 * `@ant-design/icons-svg` (data only, drawn by components/plain-icons.tsx's PlainIcon), so the frame and the
 * order queue draw the same pictures without `@ant-design/icons` and its runtime (decision 0056).
 */
export type { IconDefinition as StaffIconDefinition } from '@ant-design/icons-svg/es/types';
export { default as AUDIT } from '@ant-design/icons-svg/es/asn/AuditOutlined';
export { default as CLOUD_UPLOAD } from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
export { default as DASHBOARD } from '@ant-design/icons-svg/es/asn/DashboardOutlined';
export { default as LOGOUT } from '@ant-design/icons-svg/es/asn/LogoutOutlined';
export { default as MAIL } from '@ant-design/icons-svg/es/asn/MailOutlined';
export { default as ROLLBACK } from '@ant-design/icons-svg/es/asn/RollbackOutlined';
export { default as SAFETY_CERTIFICATE } from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
export { default as SHOP } from '@ant-design/icons-svg/es/asn/ShopOutlined';
export { default as TAGS } from '@ant-design/icons-svg/es/asn/TagsOutlined';
export { default as TEAM } from '@ant-design/icons-svg/es/asn/TeamOutlined';
export { default as UNORDERED_LIST } from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
export { default as CLOSE_CIRCLE_FILLED } from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
export { default as SEARCH } from '@ant-design/icons-svg/es/asn/SearchOutlined';
export { default as LEFT } from '@ant-design/icons-svg/es/asn/LeftOutlined';
export { default as RIGHT } from '@ant-design/icons-svg/es/asn/RightOutlined';
export { default as PRINTER } from '@ant-design/icons-svg/es/asn/PrinterOutlined';
