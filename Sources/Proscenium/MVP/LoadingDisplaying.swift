/// What every MVP view can do while its presenter talks to an API: show and hide loading, and show an error.
///
/// ```swift
/// @MainActor protocol ArticleListViewProtocol: LoadingDisplaying {
///   func reloadList()
/// }
///
/// // In the presenter:
/// view?.showLoading()
/// defer { view?.hideLoading() }
/// do { articles = try await repository.latest(refresh: false) }
/// catch { view?.handleApiError(error: error) }  // cancellations are not shown
/// ```
@MainActor
public protocol LoadingDisplaying: AnyObject {
  /// Shows that a request is in flight.
  func showLoading()
  /// Hides the loading indicator.
  func hideLoading()
  /// Shows a failure to the user.
  ///
  /// - Parameter error: The failure, already reduced to what can be shown.
  func handleApiError(error: PresentableError)
  /// Takes any error a request threw (seed 004's signature). A requirement, so a view that implements it is
  /// called even through `any ApiProtocol`; the default drops cancellations and shows the rest through
  /// the `PresentableError` overload.
  ///
  /// - Parameter error: The error a request threw.
  func handleApiError(error: any Error)
}

extension LoadingDisplaying {
  /// Shows any error, unless it is a cancellation, which is never shown.
  ///
  /// - Parameter error: The error a request threw.
  public func handleApiError(error: any Error) {
    guard let presentable = PresentableError.presenting(error) else { return }
    handleApiError(error: presentable)
  }
}

/// The name MVP screens use for ``LoadingDisplaying``.
public typealias ApiProtocol = LoadingDisplaying
