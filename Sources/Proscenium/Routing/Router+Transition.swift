extension Router {
  /// The whole state of this router's chain from this router up: its stack and every modal above it.
  public var state: NavigationState<Route> {
    var result = NavigationState<Route>(path: path)
    var router = self
    while let presentation = router.presented {
      result.presentations.append(
        NavigationLayer(route: presentation.route, style: presentation.style, path: presentation.router.path)
      )
      router = presentation.router
    }
    return result
  }

  /// Shows `target` at once, without guards or steps: for tests, and for restoration once guarded.
  ///
  /// Modals that are the same in both states keep their routers. New modals are built from the top
  /// down before being attached, so restoring a deep stack of modals takes time linear in its depth.
  public func setState(_ target: NavigationState<Route>) {
    batch {
      let kept = NavigationPlan.keptPresentationCount(state, target)
      var router = self
      for level in 0...kept {
        let path = target.path(atLevel: level) ?? []
        if router.path != path { router.path = path }
        guard level < kept, let next = router.presented?.router else { break }
        router = next
      }
      guard kept < target.presentations.count else {
        if router.presented != nil { router.presented = nil }
        return
      }
      // Build the new modals detached, deepest first: each assignment then touches only routers with
      // no parent yet, instead of walking the whole chain.
      var attached: Presentation<Route>? = nil
      for level in stride(from: target.presentations.count - 1, through: kept, by: -1) {
        let layer = target.presentations[level]
        let child = Router(path: layer.path, pacer: pacer)
        if let attached { child.presented = attached }
        attached = Presentation(route: layer.route, style: layer.style, router: child)
      }
      router.presented = attached
    }
  }

  /// Moves to `target` through the steps of ``NavigationPlan``, pausing with ``pacer`` between them so
  /// SwiftUI can animate each one.
  ///
  /// Routes that `target` newly shows are guarded first: a cancel leaves everything as it is, a
  /// redirect ends the target at the redirected route. The transition stops with `.superseded` if
  /// another transition starts, the task is cancelled, or the state is changed from outside during a
  /// pause.
  ///
  /// ```swift
  /// // From Home > Cart with a sheet up, to Home > Orders > Order 7, animated in three steps.
  /// await router.transition(to: NavigationState(path: [.orders, .order(id: 7)]))
  /// ```
  @discardableResult
  public func transition(to target: NavigationState<Route>) async -> NavigationOutcome<Route> {
    if let refusal { return .refused(refusal) }
    guard let (screened, outcome) = screen(target, from: state) else { return .cancelled }
    return await run(to: screened, outcome: outcome)
  }

  /// Executes the plan to an already guarded `target`, returning `outcome` unless it is superseded.
  func run(to target: NavigationState<Route>, outcome: NavigationOutcome<Route>) async -> NavigationOutcome<Route> {
    transitionGeneration += 1
    let generation = transitionGeneration
    var expected = state
    for (index, step) in NavigationPlan.steps(from: expected, to: target).enumerated() {
      if index > 0 {
        await pacer.pause()
        guard generation == transitionGeneration, !Task.isCancelled, state == expected else {
          return .superseded
        }
      }
      perform(step)
      expected = NavigationPlan.applying(step, to: expected)
    }
    return outcome
  }

  /// Moves to `path` with nothing presented, step by step (see ``transition(to:)``).
  @discardableResult
  public func transition(toPath path: [Route]) async -> NavigationOutcome<Route> {
    await transition(to: NavigationState(path: path))
  }

  /// Applies one planned step to the live routers.
  public func perform(_ step: RouterStep<Route>) {
    guard let router = router(atLevel: step.level) else { return }
    switch step {
    case .dismissPresentation:
      router.presented = nil
    case .setPath(let path, _):
      router.path = path
    case .push(let route, _):
      router.mutatePath { $0.append(route) }
    case .present(let route, let style, let path, _):
      router.presented = Presentation(route: route, style: style, router: router.makeChild(path: path))
    }
  }

  /// The router of the stack at `level` (0 is this router), or `nil` past the top.
  public func router(atLevel level: Int) -> Router? {
    guard level >= 0 else { return nil }
    var router = self
    for _ in 0..<level {
      guard let child = router.presented?.router else { return nil }
      router = child
    }
    return router
  }

  /// Runs the guards over the routes `target` shows that `current` does not, returning the state to
  /// move to and the outcome, or `nil` when a guard cancels.
  ///
  /// Each route is judged by the guards of the router that will hold it: the live router of its level
  /// when that level stays, else the deepest router that stays (new modals' routers have no guards of
  /// their own, only those of the routers presenting them).
  ///
  /// - Parameter truncatingOnCancel: When `true` (restoration), a cancelled route ends the state just
  ///   before it instead of cancelling everything, and the outcome is `.cancelled`.
  func screen(
    _ target: NavigationState<Route>,
    from current: NavigationState<Route>,
    truncatingOnCancel: Bool = false
  ) -> (NavigationState<Route>, NavigationOutcome<Route>)? {
    let kept = NavigationPlan.keptPresentationCount(current, target)
    var result = target
    for level in 0...target.presentations.count {
      let judge = router(atLevel: min(level, kept)) ?? self
      let path = target.path(atLevel: level) ?? []
      let shared = level <= kept ? NavigationPlan.commonPrefixCount(current.path(atLevel: level) ?? [], path) : 0
      for index in shared..<path.count {
        switch judge.decision(for: path[index]) {
        case .allow:
          continue
        case .cancel:
          guard truncatingOnCancel else { return nil }
          result.setPath(Array(path[..<index]), atLevel: level)
          result.presentations.removeSubrange(level...)
          return (result, .cancelled)
        case .redirect(let other):
          result.setPath(Array(path[..<index]) + [other], atLevel: level)
          result.presentations.removeSubrange(level...)
          return (result, .redirected(to: other))
        }
      }
      guard level < target.presentations.count, level >= kept else { continue }
      switch judge.decision(for: target.presentations[level].route) {
      case .allow:
        continue
      case .cancel:
        guard truncatingOnCancel else { return nil }
        result.presentations.removeSubrange(level...)
        return (result, .cancelled)
      case .redirect(let other):
        result.presentations[level] = NavigationLayer(route: other, style: target.presentations[level].style)
        result.presentations.removeSubrange((level + 1)...)
        return (result, .redirected(to: other))
      }
    }
    return (result, .completed)
  }
}
