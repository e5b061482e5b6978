import Proscenium

/// Keeps results alive so the optimizer cannot drop the measured work.
@MainActor private var routingSink = 0

private enum BenchRoute: Hashable, Codable {
  case list
  case detail(Int)
}

/// Reports a measurement per route handled rather than per run of `routes` routes.
private func perRoute(_ result: BenchmarkResult, routes: Int) -> BenchmarkResult {
  BenchmarkResult(name: result.name, iterations: result.iterations * routes, seconds: result.seconds)
}

/// Router benchmarks: pushing and popping thousands of routes against a plain array, and planning
/// large jumps.
@MainActor func runRoutingBenchmarks() async {
  let count = 10_000
  let runs = 20

  let pushClear = [
    await measure("array: append 10k, removeAll", iterations: runs) {
      var path: [BenchRoute] = []
      for index in 0..<count { path.append(.detail(index)) }
      routingSink &+= path.count
      path.removeAll()
      routingSink &+= path.count
    },
    await measure("router: navigate 10k, popToRoot", iterations: runs) {
      let router = Router<BenchRoute>(pacer: .immediate)
      for index in 0..<count { router.navigate(to: .detail(index)) }
      routingSink &+= router.path.count
      router.popToRoot()
    },
    await measure("router + guard: navigate 10k, popToRoot", iterations: runs) {
      let router = Router<BenchRoute>(pacer: .immediate)
      router.addGuard { $0 == .list ? .cancel : .allow }
      for index in 0..<count { router.navigate(to: .detail(index)) }
      routingSink &+= router.path.count
      router.popToRoot()
    },
  ]
  report("Routing: push 10,000 routes, then clear (per route)", pushClear.map { perRoute($0, routes: count) })

  let popOne = [
    await measure("array: append 10k, popLast 10k", iterations: runs) {
      var path: [BenchRoute] = []
      for index in 0..<count { path.append(.detail(index)) }
      while path.popLast() != nil { routingSink &+= 1 }
    },
    await measure("router: navigate 10k, pop() 10k", iterations: runs) {
      let router = Router<BenchRoute>(pacer: .immediate)
      for index in 0..<count { router.navigate(to: .detail(index)) }
      while router.pop() != nil { routingSink &+= 1 }
    },
    await measure("router: path = 10k, pop(count: 1) 10k", iterations: runs) {
      let router = Router<BenchRoute>(pacer: .immediate)
      router.path = (0..<count).map { .detail($0) }
      for _ in 0..<count { router.pop(count: 1) }
      routingSink &+= router.path.count
    },
  ]
  report("Routing: pop one at a time (per route)", popOne.map { perRoute($0, routes: count) })

  let small = 1_000
  let observed = [
    await measure("router: navigate 1k, no observer", iterations: runs) {
      let router = Router<BenchRoute>(pacer: .immediate)
      for index in 0..<small { router.navigate(to: .detail(index)) }
      routingSink &+= router.path.count
    },
    await measure("router: navigate 1k, counting observer", iterations: runs) {
      let router = Router<BenchRoute>(pacer: .immediate)
      var seen = 0
      router.observeState { _ in seen += 1 }
      for index in 0..<small { router.navigate(to: .detail(index)) }
      routingSink &+= seen
    },
  ]
  report("Routing: cost of state observers (per route)", observed.map { perRoute($0, routes: small) })

  let shared = (0..<count / 2).map { BenchRoute.detail($0) }
  let from = NavigationState<BenchRoute>(
    path: shared + (0..<count / 2).map { .detail(-$0 - 1) },
    presentations: [
      NavigationLayer(route: .list, style: .sheet, path: (0..<100).map { .detail($0) }),
      NavigationLayer(route: .detail(1), style: .fullScreenCover),
    ])
  let to = NavigationState<BenchRoute>(
    path: shared + (0..<count / 2).map { .detail(count + $0) },
    presentations: [NavigationLayer(route: .detail(2), style: .sheet, path: [.list])])
  let planning = [
    await measure("plan: equal 10k-route states", iterations: runs * 10) {
      routingSink &+= NavigationPlan.steps(from: from, to: from).count
    },
    await measure("plan: 10k stack, pop 5k push 5k, swap modals", iterations: runs * 10) {
      routingSink &+= NavigationPlan.steps(from: from, to: to).count
    },
    await measure("transition: same jump, executed (immediate)", iterations: runs * 10) {
      let router = Router<BenchRoute>(pacer: .immediate)
      router.setState(from)
      routingSink &+= await router.transition(to: to) == .completed ? 1 : 0
    },
    await measure("setState: same jump, no steps", iterations: runs * 10) {
      let router = Router<BenchRoute>(pacer: .immediate)
      router.setState(from)
      router.setState(to)
      routingSink &+= router.path.count
    },
  ]
  report("Routing: planning large jumps (per jump)", planning)

  // Restoring a stack of modals must cost the same per modal at any depth (it was quadratic).
  var restoring: [BenchmarkResult] = []
  for depth in [500, 4_000] {
    let deep = NavigationState<BenchRoute>(
      path: [.list],
      presentations: (0..<depth).map { NavigationLayer(route: .detail($0), style: .sheet, path: [.list]) })
    let source = Router<BenchRoute>(pacer: .immediate)
    source.setState(deep)
    guard let data = try? source.stateData() else { continue }
    let result = await measure("restore: \(depth) modals, guarded", iterations: 5) {
      let router = Router<BenchRoute>(pacer: .immediate)
      router.addGuard { $0 == .detail(-1) ? .cancel : .allow }
      _ = try? router.restore(from: data, maximumModalDepth: depth)
      routingSink &+= router.state.presentations.count
    }
    restoring.append(perRoute(result, routes: depth))
    let direct = await measure("setState: \(depth) modals, no decoding, no guards", iterations: 5) {
      let router = Router<BenchRoute>(pacer: .immediate)
      router.setState(deep)
      routingSink &+= router.state.presentations.count
    }
    restoring.append(perRoute(direct, routes: depth))
  }
  report("Routing: restoring deep modal stacks (per modal)", restoring)
  if routingSink == 42 { print("") }
}
