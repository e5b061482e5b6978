#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Shows the toasts of a ``ToastCenter`` over this view, one at a time; tapping a toast dismisses it.
    ///
    /// ```swift
    /// RootView()
    ///   .toasts(toastCenter)
    /// ```
    public func toasts(_ center: ToastCenter, alignment: Alignment = .bottom) -> some View {
      modifier(ToastOverlay(center: center, alignment: alignment))
    }
  }

  private struct ToastOverlay: ViewModifier {
    let center: ToastCenter
    let alignment: Alignment

    func body(content: Content) -> some View {
      content
        .overlay(alignment: alignment) {
          if let toast = center.current {
            ToastBanner(toast: toast)
              .onTapGesture { center.dismiss(id: toast.id) }
              .transition(.move(edge: alignment == .top ? .top : .bottom).combined(with: .opacity))
              .id(toast.id)
          }
        }
        .animation(.spring(), value: center.current)
    }
  }

  private struct ToastBanner: View {
    let toast: Toast

    var body: some View {
      Text(toast.message)
        .font(.callout)
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(toast.style.color, in: Capsule())
        .padding()
        .accessibilityAddTraits(.isStaticText)
    }
  }

  extension Toast.Style {
    fileprivate var color: Color {
      switch self {
      case .info: .gray
      case .success: .green
      case .warning: .orange
      case .error: .red
      }
    }
  }
#endif
