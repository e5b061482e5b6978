import Observation

/// The base of screen view models: runs their async work while tracking loading and presentable errors.
///
/// Overlapping tasks keep ``isLoading`` `true` until the last one ends; a cancelled task never shows an error;
/// ``cancelAllTasks()`` stops everything started here, for instance when the screen goes away.
///
/// ```swift
/// @MainActor @Observable
/// final class HomeViewModel: BaseViewModel {
///   private(set) var items: [Item] = []
///   private let service: any HomeService
///
///   init(service: any HomeService) {
///     self.service = service
///     super.init()
///   }
///
///   func loadItems() async {
///     await executeTask { self.items = try await self.service.fetchItems() }
///   }
/// }
/// ```
@MainActor
@Observable
open class BaseViewModel {
  /// Whether any task started through this view model is still running.
  public private(set) var isLoading = false

  /// The error of the last failed task, until it is dismissed or another task starts.
  public private(set) var error: PresentableError?

  /// Whether an error is to be shown; setting it to `false` (as an alert binding does) dismisses the error.
  public var showError: Bool {
    get { error != nil }
    set { if !newValue { dismissError() } }
  }

  /// Whether ``retry()`` can run the failed task again: the error is retryable and the task was remembered.
  public var canRetry: Bool { error?.isRetryable == true && retryOperation != nil }

  /// The alert for the current error, with a retry button when ``canRetry`` is `true`.
  public var alert: AlertState? {
    error.map { AlertState(error: $0, allowsRetry: canRetry) }
  }

  @ObservationIgnored private var cancellers: [Int: @Sendable () -> Void] = [:]
  @ObservationIgnored private var nextTaskID = 0
  @ObservationIgnored private var retryOperation: (@MainActor () async throws -> Void)?

  /// Makes a view model with no task running.
  public init() {}

  /// Runs an operation while ``isLoading`` is `true`, and shows its error unless it was cancelled.
  ///
  /// The operation runs in a task owned by this view model, so ``cancelAllTasks()`` cancels it; cancelling the
  /// caller's task cancels it too.
  ///
  /// - Parameter operation: The work to run on the main actor.
  public func executeTask(_ operation: @escaping @MainActor () async throws -> Void) async {
    _ = await execute(operation, retry: operation)
  }

  /// Runs an operation that produces a value while ``isLoading`` is `true`, and shows its error unless it was
  /// cancelled.
  ///
  /// - Parameter operation: The work to run on the main actor.
  /// - Returns: The operation's result, or `nil` if it failed or was cancelled.
  public func executeTask<T: Sendable>(_ operation: @escaping @MainActor () async throws -> T) async -> T? {
    await execute(operation, retry: { _ = try await operation() })
  }

  /// Starts an operation without waiting for it, for button actions and other synchronous callers.
  ///
  /// ```swift
  /// Button("Delete") { viewModel.launchTask { try await viewModel.delete(item) } }
  /// ```
  ///
  /// - Parameter operation: The work to run on the main actor.
  /// - Returns: The task running the operation; cancel it or await its value as needed.
  @discardableResult
  public func launchTask(_ operation: @escaping @MainActor () async throws -> Void) -> Task<Void, Never> {
    let id = begin()
    let task = Task { @MainActor in
      defer { self.end(id) }
      do {
        try await operation()
      } catch {
        self.present(error, retry: operation)
      }
    }
    cancellers[id] = { task.cancel() }
    return task
  }

  /// Cancels every task started through this view model; their cancellations are not shown as errors.
  public func cancelAllTasks() {
    for cancel in cancellers.values { cancel() }
  }

  /// Clears the current error, as the OK button of an error alert does.
  public func dismissError() {
    retryOperation = nil
    if error != nil { error = nil }
  }

  /// Starts the last failed operation again, when ``canRetry`` is `true`.
  ///
  /// It starts synchronously, so a Retry button can call it right before its alert dismisses the error.
  ///
  /// - Returns: The task running the operation again, or `nil` when there is nothing to retry.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    guard canRetry, let retryOperation else { return nil }
    return launchTask(retryOperation)
  }

  /// Shows an error caught outside ``executeTask(_:)``, unless it is a cancellation.
  ///
  /// - Parameter error: The error to show.
  public func presentError(_ error: any Error) {
    guard let presentable = PresentableError.presenting(error) else { return }
    retryOperation = nil
    self.error = presentable
  }

  private func execute<T: Sendable>(
    _ operation: @escaping @MainActor () async throws -> T,
    retry: @escaping @MainActor () async throws -> Void
  ) async -> T? {
    let id = begin()
    let task = Task { @MainActor () -> T? in
      defer { self.end(id) }
      do {
        return try await operation()
      } catch {
        self.present(error, retry: retry)
        return nil
      }
    }
    cancellers[id] = { task.cancel() }
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  private func begin() -> Int {
    let id = nextTaskID
    nextTaskID += 1
    dismissError()
    if !isLoading { isLoading = true }
    return id
  }

  private func end(_ id: Int) {
    cancellers[id] = nil
    if cancellers.isEmpty && isLoading { isLoading = false }
  }

  private func present(_ error: any Error, retry: @escaping @MainActor () async throws -> Void) {
    guard !Task.isCancelled, let presentable = PresentableError.presenting(error) else { return }
    retryOperation = retry
    self.error = presentable
  }
}
