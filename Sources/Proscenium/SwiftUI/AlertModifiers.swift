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
        ForEach(alert.buttons, id: \.self) { button in
          Button(button.title, role: button.role.buttonRole) {
            if button.action == .retry {
              viewModel.retry()
            } else {
              viewModel.dismissError()
            }
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

    /// Shows an ``AlertState`` while it is not `nil`, reporting the tapped button's action.
    ///
    /// ```swift
    /// .alert($model.alert) { action in model.handle(action) }
    /// ```
    public func alert(_ state: Binding<AlertState?>, onAction: @escaping @MainActor (AlertAction) -> Void) -> some View
    {
      alert(
        state.wrappedValue?.title ?? "",
        isPresented: state.isPresented,
        presenting: state.wrappedValue
      ) { alert in
        ForEach(alert.buttons, id: \.self) { button in
          Button(button.title, role: button.role.buttonRole) {
            onAction(button.action)
          }
        }
      } message: { alert in
        Text(alert.message)
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
