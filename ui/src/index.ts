// @tackle/ui — the design system shared by the shell and every remote (a Module Federation singleton).
export { cn } from './lib/utils';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card';
export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
} from './components/dialog';
export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetPortal,
  SheetOverlay,
  SheetContent,
  SheetHeader,
  SheetFooter,
  SheetTitle,
  SheetDescription,
  ActionSheet,
} from './components/sheet';
export { Input, Textarea, Label, Checkbox } from './components/form-controls';
export {
  FormDialog,
  DialogForm,
  FormFooter,
  ItemFormDialog,
  openWhile,
  type FormDialogProps,
  type DialogFormProps,
  type FormFooterProps,
  type DialogOpenProps,
  type ItemFormDialogProps,
} from './components/form-dialog';
export {
  Field,
  RequiredMark,
  fieldErrorText,
  toOptionalNumber,
  asOptionalNumber,
  NumberInput,
  type FieldProps,
  type FieldControlProps,
  type FieldErrorLike,
  type NumberInputProps,
} from './components/field';
export { OptionSelect, type OptionSelectProps, type SelectOption } from './components/option-select';
export {
  CsvFileField,
  ImportPreviewTable,
  ImportFooter,
  type ImportFooterProps,
} from './components/import-dialog';
export {
  Select,
  SelectTrigger,
  SelectValue,
  SelectContent,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
} from './components/select';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export { Table, TableHeader, TableBody, TableFooter, TableRow, TableHead, TableCell, TableCaption } from './components/table';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuGroup,
  DropdownMenuPortal,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuRadioGroup,
} from './components/dropdown-menu';
export {
  Collapsible,
  CollapsibleTrigger,
  CollapsibleContent,
  ScrollArea,
  ScrollBar,
  Popover,
  PopoverTrigger,
  PopoverAnchor,
  PopoverContent,
  Skeleton,
  Separator,
  Alert,
  AlertTitle,
  AlertDescription,
} from './components/misc';
export {
  Spinner,
  EmptyState,
  ErrorBoundary,
  ErrorFallback,
  type SpinnerProps,
  type EmptyStateProps,
  type ErrorBoundaryProps,
  type ErrorBoundaryFallbackProps,
} from './components/feedback';
export { UpdateNotice, type UpdateNoticeProps } from './components/update-notice';
export {
  Toaster,
  ToastAction,
  toast,
  useToast,
  dismissToast,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  TOAST_HOTKEY,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './components/toast';
export { sessionAtom, authLoadingAtom, useSession, useAuthLoading, type Session, type SessionUser } from './runtime/session';
export {
  ApiError,
  errorMessage,
  serverMessage,
  useApi,
  createApi,
  apiRequest,
  apiPageRequest,
  getLatestPosition,
  notePosition,
  resetApiState,
  type Api,
  type ListPageAnswer,
  type Parser,
  type TokenGetter,
  type RequestOptions,
} from './runtime/api';
export { apiQuery } from './runtime/api-query';
export { appConfigAnswer, type AppConfigAnswer } from './runtime/app-config';
export { pageInSteps, type PageComponent } from './runtime/page-in-steps';
export { lazyPart, PARTS_PRELOADED_MARK, usePreloadOnceDrawn, type LazyPart } from './components/lazy-part';
export { downloadWithProgress, uploadWithProgress, fileNameOf, type TransferProgress } from './runtime/transfer';
export {
  saveWithToast,
  saveCreateOrUpdate,
  toastOutcome,
  type SaveMessages,
  type CreateOrUpdate,
  type CreateOrUpdateMessages,
} from './runtime/save';
export {
  useCommandMutation,
  useCreateCommand,
  useUpdateCommand,
  useDeleteCommand,
  commandHooks,
  refreshQueries,
  itemPath,
  type CommandMutationOptions,
  type CommandTarget,
  type Refresh,
  type UpdateVariables,
} from './runtime/command-mutation';
export {
  dialogRequestState,
  useOpenDialog,
  useDialogRequest,
  type DialogName,
} from './runtime/dialog-requests';
export { currentPosition, toastLocationError, GeolocationUnsupportedError } from './runtime/geolocation';
export { formatDay, formatDateTime } from './lib/dates';
export { dateFormat, numberFormat } from './lib/intl';
export { formatNumber, formatMoney } from './lib/numbers';
export { textFieldsOf } from './lib/form-values';
export { withoutInlineStyles } from './lib/static-markup';
export {
  PageFrame,
  signedInPage,
  LoadingState,
  LoadError,
  ListPage,
  ListSummary,
  NoMatches,
  EmptyActions,
} from './components/list-page';
export {
  SearchField,
  FilterSelect,
  ViewToggle,
  AddButton,
  ExportCsvButton,
  ImportCsvButton,
  type ViewMode,
  type ListView,
} from './components/list-toolbar';
export { CardGrid, ListCard, EditItemButton, DeleteItemButton, BrandAndModelLine } from './components/list-cards';
export { ListTable, ItemTable, type ListColumn, type TableSortProps } from './components/list-table';
export { VIRTUAL_THRESHOLD } from './components/virtual-window';
export { nextSort, sortItems, orDash, brandAndModel, CSV_FORMULA_START, guardCsvCell, unguardCsvCell, downloadTextFile, downloadBlob, type SortState, type SortDirection } from './lib/list';
export { useEditDialog, type EditDialog } from './components/use-edit-dialog';
export { useListControls, type ListControls } from './components/use-list-controls';
export { useServerList, serverListPath, readAllPages, firstPageQuery, WHOLE_LIST, type ServerList, type ServerListOptions, type ServerListParams } from './components/use-server-list';
export { useDeferredList, type DeferredList } from './components/use-deferred-list';
export { ListMore, type ListMoreProps } from './components/list-more';
export { ConfirmDeleteDialog, ConfirmDialog, useConfirmDelete, type ConfirmDialogProps, type DeleteMutation } from './components/confirm-delete-dialog';
// Offline: the outbox of changes waiting for the server, its sync engine, and the kept reads
// (docs/decisions/117-offline-first-writes.md).
export { type QueuedChange, type ChangeState, recall, remember } from './offline/store';
export {
  queueChange,
  newQueuedChange,
  sendOrQueue,
  rewriteQueuedChange,
  discardChange,
  keepMine,
  useOutbox,
  onOutboxChange,
  announceOutboxChange,
  type NewChange,
  type SendOrQueueResult,
} from './offline/outbox';
export { createSyncEngine, backoffMs, type SyncEngine, type SyncReport, type SendOutcome } from './offline/sync';
export { createHttpSend, withWeatherOfTheHour } from './offline/http-send';
export { setOfflineScope, offlineScope, forgetKeptAnswers, useOfflineSince } from './offline/reads';
export { useOutboxCommand, keptOffline, SAVED_OFFLINE, SAVED_OFFLINE_TOAST, type OutboxCommandOptions } from './offline/outbox-command';
export { withPending, usePendingList, isPendingId, pendingIdOf, syncMarkOf, PENDING_PREFIX, type Listed, type PendingRules, type SyncMark } from './offline/pending';
export { SyncBadge, NameWithSync } from './offline/sync-badge';
export { useOutboxWrites, waitingEditOf, type OutboxSaveResult, type OutboxUpdate, type OutboxWritesOptions } from './offline/item-writes';
export { isOffline } from './offline/network';
export { UnitNumberInput, unitInputOf, type BoundField, type UnitNumberInputProps } from './components/unit-number-input';
export { useSettings, useSaveSettings, useUnits, unitsFor, settingsKey, type Units } from './runtime/units';
export { refreshKeptLists } from './offline/keep-lists';
export {
  TRIPS_PATH,
  tripsKey,
  endTripPath,
  hoursOnWater,
  tripPendingRules,
  newestTripFirst,
  withPendingTrips,
  openTripOf,
  useTripsQuery,
  useTrips,
  useOpenTrip,
  type ListedTrip,
} from './runtime/trips';
// "What to tie on today" (docs/decisions/124-patterns.md): in the kit, since /fish-spots and a trip
// that is starting (screens of different remotes) both show it.
export { WhatToTieOn, WhatToTieOnCard, PATTERNS_UNAVAILABLE, PATTERNS_OFFLINE, type WhatToTieOnCardProps } from './components/what-to-tie-on';
export { usePatterns, patternsKey, type DayConditions } from './runtime/patterns';
