#if canImport(Combine)
  import Combine

  /// The `ObservableObject` flavour of ``BaseViewModel``, for teams on Combine (seed 000's `@Published` and
  /// `cancellables`); it runs tasks with the same shared logic, so it behaves exactly like ``BaseViewModel``.
  ///
  /// A seed-000 app keeps its spelling with `typealias BaseViewModel = ObservableObjectViewModel`.
  ///
  /// ```swift
  /// final class HomeViewModel: ObservableObjectViewModel {
  ///   @Published private(set) var items: [Item] = []
  ///   func loadItems() async { await executeTask { self.items = try await self.service.fetchItems() } }
  /// }
  /// ```
  @MainActor
  open class ObservableObjectViewModel: ObservableObject, ViewModelTaskHost {
    /// See ``BaseViewModel/isLoading``.
    @Published public var isLoading = false
    /// See ``BaseViewModel/error``.
    @Published public var error: PresentableError? {
      didSet { if !ledger.isRecordingError { ledger.retryAction = nil } }
    }
    @Published var loadingTaskIDs: Set<AnyHashable> = []
    /// Subscriptions the subclass keeps for as long as the view model lives.
    public var cancellables = Set<AnyCancellable>()

    var ledger = ViewModelTaskLedger()
    let cancellers = TaskCancellers()

    /// Makes a view model with no task running.
    public init() {}

    deinit {
      cancellers.cancelAll()
    }

    /// See ``BaseViewModel/showError``.
    public var showError: Bool {
      get { error != nil }
      set { if !newValue { dismissError() } }
    }

    /// See ``BaseViewModel/canRetry``.
    public var canRetry: Bool { error?.isRetryable == true && ledger.retryAction != nil }

    /// See ``BaseViewModel/alert``.
    public var alert: AlertState<ErrorAlertAction>? {
      error.map { AlertState(error: $0, allowsRetry: canRetry) }
    }

    /// See ``BaseViewModel/isLoading(_:)``.
    public func isLoading(_ id: AnyHashable) -> Bool {
      loadingTaskIDs.contains(id)
    }

    /// See ``BaseViewModel/executeTask(id:cancelInFlight:retry:_:)``.
    public func executeTask(
      id: AnyHashable? = nil,
      cancelInFlight: Bool = true,
      retry: (@MainActor () async -> Void)? = nil,
      _ operation: @escaping @MainActor () async throws -> Void
    ) async {
      let retry = retry ?? rerunning(id: id, cancelInFlight: cancelInFlight, operation)
      _ = await runTask(id: id, cancelInFlight: cancelInFlight, retry: retry, operation)
    }

    /// See ``BaseViewModel/executeTask(id:cancelInFlight:retry:_:)``.
    public func executeTask<T: Sendable>(
      id: AnyHashable? = nil,
      cancelInFlight: Bool = true,
      retry: (@MainActor () async -> Void)? = nil,
      _ operation: @escaping @MainActor () async throws -> T
    ) async -> T? {
      await runTask(id: id, cancelInFlight: cancelInFlight, retry: retry, operation)
    }

    /// See ``BaseViewModel/launchTask(id:cancelInFlight:retry:_:)``.
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

    /// See ``BaseViewModel/cancelAllTasks()``.
    public func cancelAllTasks() {
      cancelHostedTasks(id: nil)
    }

    /// See ``BaseViewModel/cancelTasks(id:)``.
    public func cancelTasks(id: AnyHashable) {
      cancelHostedTasks(id: id)
    }

    /// See ``BaseViewModel/dismissError()``.
    public func dismissError() {
      dismissTaskError()
    }

    /// See ``BaseViewModel/retry()``.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
      retryFailedAction()
    }

    /// See ``BaseViewModel/presentError(_:retry:)``.
    public func presentError(_ error: any Error, retry: (@MainActor () async -> Void)? = nil) {
      presentTaskError(error, retry: retry)
    }
  }
#endif
