/// The content of a confirmation dialog (an action sheet) as plain data with typed button actions, for
/// the choices that follow a user's own request, such as "Delete" or "Discard changes" on a share button.
///
/// ```swift
/// enum PhotoAction: Hashable { case delete, share }
/// let dialog = ConfirmationDialogState<PhotoAction>(
///   title: "Photo",
///   buttons: [
///     AlertButton(title: "Share", action: .share),
///     AlertButton(title: "Delete", role: .destructive, action: .delete),
///     .cancel(),
///   ]
/// )
/// ```
public struct ConfirmationDialogState<Action: Hashable>: Hashable {
  /// Whether the dialog shows its title; the platform decides by default.
  public enum TitleVisibility: Hashable, Sendable {
    /// The platform decides (iOS hides it unless there is a message).
    case automatic
    /// The title is shown.
    case visible
    /// The title is not shown.
    case hidden
  }

  /// The dialog's title, also its accessibility label when hidden.
  public var title: String
  /// Whether the title is shown.
  public var titleVisibility: TitleVisibility
  /// Text under the title, if any.
  public var message: String?
  /// The buttons, in display order.
  public var buttons: [AlertButton<Action>]

  /// Makes a dialog; with no cancel button among `buttons`, a Cancel button that only closes it is added
  /// last, so the user can always back out.
  public init(
    title: String,
    titleVisibility: TitleVisibility = .automatic,
    message: String? = nil,
    buttons: [AlertButton<Action>]
  ) {
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons.contains { $0.role == .cancel } ? buttons : buttons + [.cancel()]
  }

  /// The first button labelled `title`, as a user (or a test) finds it.
  public func button(titled title: String) -> AlertButton<Action>? {
    buttons.first { $0.title == title }
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
