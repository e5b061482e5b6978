extension Router {
  /// Presents `route` and hands `onResult` what the modal delivers with ``deliver(_:)``, or
  /// ``PresentationResult/dismissed`` when it closes without delivering, exactly once.
  ///
  /// ```swift
  /// router.present(.pickColor, expecting: Color.self) { [weak model] result in
  ///   if case .delivered(let color) = result { model?.accent = color }
  /// }
  /// // In the sheet's view model, with the sheet's own router:
  /// try router.deliver(Color.blue)  // closes the sheet; the presenter gets .delivered(.blue)
  /// ```
  ///
  /// When the route is not shown as asked (a guard cancels or redirects it, or the router refuses),
  /// `onResult` gets ``PresentationResult/notShown`` at once, and a redirected route's modal takes no result.
  ///
  /// - Returns: how the guards treated the route, as ``present(_:style:onDismiss:)`` does.
  @discardableResult
  public func present<Value>(
    _ route: Route,
    style: PresentationStyle = .sheet,
    expecting type: Value.Type,
    onResult: @escaping @MainActor (PresentationResult<Value>) -> Void
  ) -> NavigationOutcome<Route> {
    let outcome = presentChild(route, style: style) { child, outcome in
      guard outcome == .completed else { return }
      let box = ResultBox<Value>()
      child.resultSink = ResultSink(into: box)
      child.dismissHandler = { onResult(box.value.map { .delivered($0) } ?? .dismissed) }
    }
    if outcome != .completed { onResult(.notShown) }
    return outcome
  }

  /// Presents `route` and waits until the modal delivers a result or closes without one.
  ///
  /// ```swift
  /// func onTappedChooseColor() async {
  ///   guard let color = await router.result(of: .pickColor, expecting: Color.self).value else { return }
  ///   accent = color
  /// }
  /// ```
  ///
  /// Cancelling the waiting task does not close the modal; the call returns when the modal closes, and
  /// returns ``PresentationResult/dismissed`` if the routers are released while it is up.
  public func result<Value>(
    of route: Route,
    style: PresentationStyle = .sheet,
    expecting type: Value.Type
  ) async -> PresentationResult<Value> {
    let answer = ResultBox<PresentationResult<Value>>()
    await withCheckedContinuation { continuation in
      let waiter = CompletionWaiter(continuation)
      present(route, style: style, expecting: type) { result in
        answer.value = result
        waiter.resume()
      }
    }
    return answer.value ?? .dismissed
  }

  /// Hands `result` to the presenter of the modal this router belongs to, and closes that modal (and any
  /// shown above it).
  ///
  /// Call it on the modal's own router, from any screen pushed inside the modal.
  ///
  /// - Throws: ``ResultDeliveryError`` when this router is not a modal's, its presenter expects no result
  ///   or another type, or the modal is already closed; nothing changes then.
  public func deliver<Value>(_ result: Value) throws(ResultDeliveryError) {
    if case .routerDismissed(let modal) = refusal { throw .modalDismissed(modal: modal) }
    guard let parent, let modal = parent.presented?.route else { throw .notPresented }
    guard let sink = resultSink else { throw .noResultExpected(modal: String(describing: modal)) }
    guard sink.take(result) else {
      throw .typeMismatch(expected: sink.expectedType, delivered: String(describing: Value.self))
    }
    parent.presented = nil
  }
}
