#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Shows the error of a ``BaseViewModel`` as an alert, with a Retry button when the failed task can be retried.
    ///
    /// ```swift
    /// List(viewModel.items) { ItemRow(item: $0) }
    ///   .errorAlert(for: viewModel)
    /// ```
    public func errorAlert(for viewModel: BaseViewModel) -> some View {
      alert(
        viewModel.alert?.title ?? "",
        isPresented: Bindable(viewModel).showError,
        presenting: viewModel.alert
      ) { alert in
        AlertButtons(buttons: alert.buttons) { action in
          if action == .retry {
            viewModel.retry()
          } else {
            viewModel.dismissError()
          }
        }
      } message: { alert in
        Text(alert.message)
      }
    }

    /// Shows a ``PresentableError`` as an alert while it is not `nil`; OK sets it back to `nil`.
    ///
    /// ```swift
    /// Form { ... }
    ///   .errorAlert($model.saveError)
    /// ```
    public func errorAlert(_ error: Binding<PresentableError?>) -> some View {
      alert(
        error.wrappedValue?.title ?? "",
        isPresented: error.isPresented,
        presenting: error.wrappedValue
      ) { _ in
        Button("OK", role: .cancel) {}
      } message: { error in
        Text(error.message)
      }
    }

    /// Shows an ``AlertState`` while it is not `nil`, reporting the tapped button's action (buttons
    /// without one only close it).
    ///
    /// ```swift
    /// .alert($model.alert) { action in model.handle(action) }
    /// ```
    public func alert<Action: Hashable>(
      _ state: Binding<AlertState<Action>?>,
      onAction: @escaping @MainActor (Action) -> Void
    ) -> some View {
      alert(
        state.wrappedValue?.title ?? "",
        isPresented: state.isPresented,
        presenting: state.wrappedValue
      ) { alert in
        AlertButtons(buttons: alert.buttons) { action in
          if let action { onAction(action) }
        }
      } message: { alert in
        Text(alert.message)
      }
    }

    /// Shows a ``ConfirmationDialogState`` while it is not `nil`, reporting the tapped button's action
    /// (buttons without one only close it).
    ///
    /// ```swift
    /// .confirmationDialog($model.dialog) { action in model.handle(action) }
    /// ```
    public func confirmationDialog<Action: Hashable>(
      _ state: Binding<ConfirmationDialogState<Action>?>,
      onAction: @escaping @MainActor (Action) -> Void
    ) -> some View {
      confirmationDialog(
        state.wrappedValue?.title ?? "",
        isPresented: state.isPresented,
        titleVisibility: state.wrappedValue?.titleVisibility.visibility ?? .automatic,
        presenting: state.wrappedValue
      ) { dialog in
        AlertButtons(buttons: dialog.buttons) { action in
          if let action { onAction(action) }
        }
      } message: { dialog in
        if let message = dialog.message { Text(message) }
      }
    }

    /// Shows the alerts and confirmation dialogs of an ``AlertCenter``; a tapped button answers the
    /// center with its action.
    ///
    /// ```swift
    /// DraftView(model: model)
    ///   .alerts(model.alerts)
    /// ```
    public func alerts<Action: Hashable>(_ center: AlertCenter<Action>) -> some View {
      alert(
        center.alert?.title ?? "",
        isPresented: Bindable(center).isShowingAlert,
        presenting: center.alert
      ) { alert in
        AlertButtons(buttons: alert.buttons) { center.respond(with: $0) }
      } message: { alert in
        Text(alert.message)
      }
      .confirmationDialog(
        center.confirmationDialog?.title ?? "",
        isPresented: Bindable(center).isShowingConfirmationDialog,
        titleVisibility: center.confirmationDialog?.titleVisibility.visibility ?? .automatic,
        presenting: center.confirmationDialog
      ) { dialog in
        AlertButtons(buttons: dialog.buttons) { center.respond(with: $0) }
      } message: { dialog in
        if let message = dialog.message { Text(message) }
      }
    }
  }

  /// The buttons of an alert or dialog, in order, each sending its action (or `nil`) to `send`.
  private struct AlertButtons<Action: Hashable>: View {
    let buttons: [AlertButton<Action>]
    let send: @MainActor (Action?) -> Void

    var body: some View {
      ForEach(Array(buttons.enumerated()), id: \.offset) { entry in
        Button(entry.element.title, role: entry.element.role.buttonRole) {
          send(entry.element.action)
        }
      }
    }
  }

  extension Optional {
    /// Whether a value is present; setting `false` clears it. Lets `Binding<Wrapped?>` derive `Binding<Bool>`.
    fileprivate var isPresented: Bool {
      get { self != nil }
      set { if !newValue { self = nil } }
    }
  }

  extension ConfirmationDialogState.TitleVisibility {
    fileprivate var visibility: Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }

  extension AlertButton.Role {
    fileprivate var buttonRole: ButtonRole? {
      switch self {
      case .none: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
