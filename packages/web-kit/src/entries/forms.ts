// `@abialbum/web-kit/forms`: form controls and dialogs (text and password fields, tabs, modal, confirm dialog,
// pagination). A screen shows them after a click or on a signed-in page, so they are kept out of the main entry
// and each remote bundles what it uses; they import the main entry by name (its one i18n and one set of texts),
// and their styles are the main entry's ui.css, already on the page with it. README "Keeping the first load light".
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from '../ui/text-field';
export { PasswordField, type PasswordFieldProps } from '../ui/password-field';
export { Tabs, type TabItem, type TabsProps } from '../ui/tabs';
export { Modal, type ModalProps } from '../ui/modal';
export { ConfirmDialog, type ConfirmDialogProps } from '../ui/confirm-dialog';
export { Pagination, type PaginationProps } from '../ui/pagination';
