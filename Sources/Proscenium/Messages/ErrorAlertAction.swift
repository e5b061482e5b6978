/// What a button of an error alert asks for beyond closing it: the one action every error alert may
/// offer, so ``BaseViewModel`` handles its own alerts without a screen-specific action type.
///
/// Screens with their own choices declare their own action enum and use ``AlertState`` or
/// ``ConfirmationDialogState`` with it.
public enum ErrorAlertAction: Hashable, Sendable {
  /// Run the failed operation again.
  case retry
}
