import Observation

/// The base of screen view models: runs their async work while tracking loading and presentable errors.
///
/// - Overlapping tasks keep ``isLoading`` `true` until the last one ends; a cancelled task never shows an error.
/// - A task can have an identity (`id:`): starting one cancels the one in flight with the same identity (latest
///   wins, as for a search field), ``isLoading(_:)`` tells whether it runs, and it clears only its own error.
/// - ``retry()`` runs the whole user action again: the `retry:` action given to ``executeTask(id:cancelInFlight:retry:_:)``,
///   or else the operation itself (which must then hold everything the action does after success).
/// - When the view model is deallocated every task it started is cancelled; ``cancelAllTasks()`` does it earlier,
///   for instance when the screen disappears.
///
/// ```swift
/// @MainActor @Observable
/// final class ComposeViewModel: BaseViewModel {
///   var draft = ""
///   private let api: any PostAPI
///   private let router: Router<AppRoute>
///
///   init(api: any PostAPI, router: Router<AppRoute>) {
///     self.api = api
///     self.router = router
///     super.init()
///   }
///
///   func save() async {
///     // Retry re-runs save(), so a retried save also closes the sheet.
///     let saved = await executeTask(id: "save", retry: { [weak self] in await self?.save() }) {
///       try await self.api.post(self.draft)
///     }
///     if saved != nil { router.dismiss() }
///   }
/// }
/// ```
@MainActor
@Observable
open class BaseViewModel: ViewModelTaskHost {
  /// Whether any task started through this view model is still running.
  ///
  /// Settable, as seed 000's is, for previews that render a state directly; tasks overwrite it when they start
  /// and end.
  public var isLoading = false

  /// The error of the last failed task, until it is dismissed or a task with the same identity starts.
  ///
  /// Settable for previews; an error set this way offers no Retry.
  public var error: PresentableError? {
    didSet { if !ledger.isRecordingError { ledger.retryAction = nil } }
  }

  /// The identities of the tasks running now, read through ``isLoading(_:)``.
  var loadingTaskIDs: Set<AnyHashable> = []

  @ObservationIgnored var ledger = ViewModelTaskLedger()
  @ObservationIgnored let cancellers = TaskCancellers()

  /// Makes a view model with no task running.
  public init() {}

  deinit {
    cancellers.cancelAll()
  }

  /// Whether an error is to be shown; setting it to `false` (as an alert binding does) dismisses the error.
  public var showError: Bool {
    get { error != nil }
    set { if !newValue { dismissError() } }
  }

  /// Whether ``retry()`` has something to run: the error is retryable and a retry action is known.
  public var canRetry: Bool { error?.isRetryable == true && ledger.retryAction != nil }

  /// The alert for the current error, with a retry button when ``canRetry`` is `true`.
  public var alert: AlertState<ErrorAlertAction>? {
    error.map { AlertState(error: $0, allowsRetry: canRetry) }
  }

  /// Whether a task started with identity `id` is running, for a spinner that belongs to one part of a screen.
  public func isLoading(_ id: AnyHashable) -> Bool {
    loadingTaskIDs.contains(id)
  }

  /// Runs an operation while ``isLoading`` is `true`, and shows its error unless it was cancelled.
  ///
  /// The operation runs in a task owned by this view model, so ``cancelAllTasks()`` and the view model's
  /// deallocation cancel it; cancelling the caller's task cancels it too.
  ///
  /// - Parameters:
  ///   - id: The task's identity; `nil` for none.
  ///   - cancelInFlight: Whether a running task with the same `id` is cancelled first. Defaults to `true`.
  ///   - retry: What ``retry()`` runs if this fails: the whole user action. Defaults to the operation itself,
  ///     which is right only when nothing the action needs happens after this call.
  ///   - operation: The work to run on the main actor.
  public func executeTask(
    id: AnyHashable? = nil,
    cancelInFlight: Bool = true,
    retry: (@MainActor () async -> Void)? = nil,
    _ operation: @escaping @MainActor () async throws -> Void
  ) async {
    let retry = retry ?? rerunning(id: id, cancelInFlight: cancelInFlight, operation)
    _ = await runTask(id: id, cancelInFlight: cancelInFlight, retry: retry, operation)
  }

  /// Runs an operation that produces a value while ``isLoading`` is `true`, and shows its error unless it was
  /// cancelled.
  ///
  /// The caller goes on with the value, so replaying the operation alone could not finish the action: the error
  /// is retryable only when `retry` is given.
  ///
  /// - Parameters:
  ///   - id: The task's identity; `nil` for none.
  ///   - cancelInFlight: Whether a running task with the same `id` is cancelled first. Defaults to `true`.
  ///   - retry: What ``retry()`` runs if this fails, usually the calling method itself.
  ///   - operation: The work to run on the main actor.
  /// - Returns: The operation's result, or `nil` if it failed, was cancelled or was superseded.
  public func executeTask<T: Sendable>(
    id: AnyHashable? = nil,
    cancelInFlight: Bool = true,
    retry: (@MainActor () async -> Void)? = nil,
    _ operation: @escaping @MainActor () async throws -> T
  ) async -> T? {
    await runTask(id: id, cancelInFlight: cancelInFlight, retry: retry, operation)
  }

  /// Starts an operation without waiting for it, for button actions and other synchronous callers.
  ///
  /// ```swift
  /// Button("Delete") { viewModel.launchTask { try await viewModel.delete(item) } }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The task's identity; `nil` for none.
  ///   - cancelInFlight: Whether a running task with the same `id` is cancelled first. Defaults to `true`.
  ///   - retry: What ``retry()`` runs if this fails. Defaults to launching the operation again.
  ///   - operation: The work to run on the main actor.
  /// - Returns: The task running the operation; cancel it or await its value as needed.
  @discardableResult
  public func launchTask(
    id: AnyHashable? = nil,
    cancelInFlight: Bool = true,
    retry: (@MainActor () async -> Void)? = nil,
    _ operation: @escaping @MainActor () async throws -> Void
  ) -> Task<Void, Never> {
    let retry = retry ?? rerunning(id: id, cancelInFlight: cancelInFlight, operation)
    return startTask(id: id, cancelInFlight: cancelInFlight, retry: retry, operation)
  }

  /// Cancels every task started through this view model; their cancellations are not shown as errors.
  public func cancelAllTasks() {
    cancelHostedTasks(id: nil)
  }

  /// Cancels the running tasks started with identity `id`.
  public func cancelTasks(id: AnyHashable) {
    cancelHostedTasks(id: id)
  }

  /// Clears the current error, as the OK button of an error alert does.
  public func dismissError() {
    dismissTaskError()
  }

  /// Starts the failed action again, when ``canRetry`` is `true`, and dismisses its error.
  ///
  /// It starts synchronously (``isLoading`` is `true` on return), so a Retry button can call it right before
  /// its alert dismisses the error.
  ///
  /// - Returns: The task running the action again, or `nil` when there is nothing to retry.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    retryFailedAction()
  }

  /// Shows an error caught outside ``executeTask(id:cancelInFlight:retry:_:)``,
  /// unless it is a cancellation.
  ///
  /// - Parameters:
  ///   - error: The error to show.
  ///   - retry: What ``retry()`` runs for a retryable error; without it the alert offers no Retry.
  public func presentError(_ error: any Error, retry: (@MainActor () async -> Void)? = nil) {
    presentTaskError(error, retry: retry)
  }
}
