/// What a base view model stores so the shared task logic below can run it; ``BaseViewModel`` (Observation)
/// and ``ObservableObjectViewModel`` (Combine, Apple platforms) each store these their own observable way.
@MainActor
protocol ViewModelTaskHost: AnyObject {
  var isLoading: Bool { get set }
  var error: PresentableError? { get set }
  var loadingTaskIDs: Set<AnyHashable> { get set }
  var ledger: ViewModelTaskLedger { get set }
  var cancellers: TaskCancellers { get }
}

extension ViewModelTaskHost {
  /// Runs `operation` in a task owned by the view model and waits for it; see ``BaseViewModel/executeTask(id:cancelInFlight:retry:_:)``.
  func runTask<T: Sendable>(
    id: AnyHashable?,
    cancelInFlight: Bool,
    retry: (@MainActor () async -> Void)?,
    _ operation: @escaping @MainActor () async throws -> T
  ) async -> T? {
    let serial = beginTask(id: id, cancelInFlight: cancelInFlight)
    let task = Task { @MainActor [weak self] () -> T? in
      defer { self?.endTask(serial) }
      do {
        let value = try await operation()
        return Task.isCancelled ? nil : value
      } catch {
        self?.taskFailed(error, id: id, retry: retry)
        return nil
      }
    }
    cancellers.insert(serial) { task.cancel() }
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Starts `operation` in a task owned by the view model without waiting for it.
  func startTask(
    id: AnyHashable?,
    cancelInFlight: Bool,
    retry: (@MainActor () async -> Void)?,
    _ operation: @escaping @MainActor () async throws -> Void
  ) -> Task<Void, Never> {
    let serial = beginTask(id: id, cancelInFlight: cancelInFlight)
    let task = Task { @MainActor [weak self] in
      defer { self?.endTask(serial) }
      do {
        try await operation()
      } catch {
        self?.taskFailed(error, id: id, retry: retry)
      }
    }
    cancellers.insert(serial) { task.cancel() }
    return task
  }

  /// The retry action that runs `operation` again as ``runTask(id:cancelInFlight:retry:_:)`` would, holding
  /// the view model weakly so a shown error does not keep it alive.
  func rerunning(
    id: AnyHashable?,
    cancelInFlight: Bool,
    _ operation: @escaping @MainActor () async throws -> Void
  ) -> @MainActor () async -> Void {
    { [weak self] in
      guard let self else { return }
      let again = self.rerunning(id: id, cancelInFlight: cancelInFlight, operation)
      _ = await self.runTask(id: id, cancelInFlight: cancelInFlight, retry: again, operation)
    }
  }

  /// Starts the retry action of the error shown, as one task of the view model so it counts as loading at once
  /// and is cancelled with the others.
  func retryFailedAction() -> Task<Void, Never>? {
    guard error?.isRetryable == true, let action = ledger.retryAction else { return nil }
    dismissTaskError()
    return startTask(id: nil, cancelInFlight: false, retry: nil) { await action() }
  }

  func cancelHostedTasks(id: AnyHashable?) {
    if let id {
      cancellers.cancel(ledger.running.filter { $0.id == id }.map(\.serial))
    } else {
      cancellers.cancelAll()
    }
  }

  func presentTaskError(_ error: any Error, retry: (@MainActor () async -> Void)?) {
    guard let presentable = PresentableError.presenting(error) else { return }
    show(presentable, id: nil, retry: retry)
  }

  func dismissTaskError() {
    ledger.recordError(id: nil, retry: nil)
    if error != nil { error = nil }
  }

  /// Shows `presentable` as raised by the task with identity `id`, with `retry` for Retry.
  private func show(_ presentable: PresentableError, id: AnyHashable?, retry: (@MainActor () async -> Void)?) {
    ledger.recordError(id: id, retry: retry)
    ledger.isRecordingError = true
    error = presentable
    ledger.isRecordingError = false
  }

  private func beginTask(id: AnyHashable?, cancelInFlight: Bool) -> Int {
    let (serial, superseded) = ledger.begin(id: id, cancelInFlight: cancelInFlight)
    cancellers.cancel(superseded)
    if error != nil, ledger.clearsError(startingID: id) { dismissTaskError() }
    syncLoading()
    return serial
  }

  private func endTask(_ serial: Int) {
    ledger.end(serial)
    cancellers.remove(serial)
    syncLoading()
  }

  private func taskFailed(_ error: any Error, id: AnyHashable?, retry: (@MainActor () async -> Void)?) {
    guard !Task.isCancelled, let presentable = PresentableError.presenting(error) else { return }
    show(presentable, id: id, retry: retry)
  }

  private func syncLoading() {
    if isLoading != ledger.isRunning { isLoading = ledger.isRunning }
    let ids = ledger.runningIDs
    if loadingTaskIDs != ids { loadingTaskIDs = ids }
  }
}
