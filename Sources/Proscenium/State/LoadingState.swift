/// The phase of an asynchronous load, so a view can render idle, spinner, content and error from one value.
///
/// ```swift
/// @MainActor @Observable final class ProfileViewModel {
///   private(set) var profile: LoadingState<Profile> = .idle
///
///   func load() async {
///     profile = .loading
///     do { profile = .loaded(try await service.profile()) }
///     catch { profile = LoadingState(failure: error) ?? .idle }
///   }
/// }
/// ```
public enum LoadingState<Value> {
  /// Nothing has been requested yet.
  case idle
  /// A request is in flight.
  case loading
  /// The last request succeeded with this value.
  case loaded(Value)
  /// The last request failed with an error worth showing.
  case failed(PresentableError)

  /// Makes the state for a failed request, or `nil` when the failure is a cancellation that must not be shown.
  ///
  /// - Parameter error: The error the request threw.
  public init?(failure error: any Error) {
    guard let presentable = PresentableError.presenting(error) else { return nil }
    self = .failed(presentable)
  }

  /// The loaded value, so a view can show content without switching over every case.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// Whether a request is in flight, to drive a progress indicator.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The error of the last request, to drive an error view or alert.
  public var error: PresentableError? {
    if case .failed(let error) = self { return error }
    return nil
  }

  /// Transforms the loaded value, so a view model can expose a derived state without re-switching.
  ///
  /// - Parameter transform: Applied to the value of `.loaded`; other cases pass through.
  /// - Returns: The state with its value transformed.
  public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> LoadingState<NewValue> {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let error): .failed(error)
    }
  }
}

extension LoadingState: Equatable where Value: Equatable {}
extension LoadingState: Hashable where Value: Hashable {}
extension LoadingState: Sendable where Value: Sendable {}
