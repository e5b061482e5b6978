import Proscenium
import ProsceniumTesting

/// A row of a benchmark list.
private struct Row: Identifiable {
  var id: Int
  var title: String
}

/// The pages a fake API serves: `count` pages of `size` rows with consecutive ids.
private func makePages(count: Int, size: Int) -> [[Row]] {
  (0..<count).map { page in
    (0..<size).map { offset in
      let id = page * size + offset
      return Row(id: id, title: "Row \(id)")
    }
  }
}

/// Work small enough that task and observation costs dominate.
@inline(never)
private func work(_ value: Int) async -> Int {
  value &+ 1
}

/// View-model task, pagination and search benchmarks.
@MainActor func runCoreBenchmarks() async {
  await benchmarkPagination()
  await benchmarkTaskOverhead()
}

/// Appending 1,000 pages of 50 rows: a bare array with id de-duplication, then a `Paginator`.
@MainActor private func benchmarkPagination() async {
  let pageCount = 1_000
  let pageSize = 50
  let pages = makePages(count: pageCount, size: pageSize)

  let baseline = await measure("array + id set, 1,000 pages of 50", iterations: 20) {
    var rows: [Row] = []
    var seen = Set<Int>()
    for page in pages {
      for row in page where seen.insert(row.id).inserted { rows.append(row) }
    }
    precondition(rows.count == pageCount * pageSize)
  }

  let paginator = await measure("Paginator, 1,000 pages of 50", iterations: 20) {
    let paginator = Paginator<Row>(pageSize: pageSize, firstPage: 0) { page, _ in
      page < pages.count ? pages[page] : []
    }
    await paginator.loadFirstPage()
    while paginator.hasMore { await paginator.loadNextPage() }
    precondition(paginator.items.count == pageCount * pageSize)
  }

  let observed = await measure("Paginator, 1,000 pages of 50, items observed", iterations: 20) {
    let paginator = Paginator<Row>(pageSize: pageSize, firstPage: 0) { page, _ in
      page < pages.count ? pages[page] : []
    }
    let recorder = ObservationRecorder(paginator, \.items.count)
    await paginator.loadFirstPage()
    while paginator.hasMore { await paginator.loadNextPage() }
    precondition(recorder.latest == pageCount * pageSize)
  }

  report("Pagination (one op = 1,000 pages of 50 rows)", [baseline, paginator, observed])
}

/// The cost of running work through `BaseViewModel.executeTask` against calling it directly.
@MainActor private func benchmarkTaskOverhead() async {
  let iterations = 100_000
  let model = BaseViewModel()
  var sink = 0

  let bare = await measure("bare async call", iterations: iterations) {
    sink = await work(sink)
  }

  let task = await measure("unstructured Task + await value", iterations: iterations) {
    let value = sink
    sink = await Task { @MainActor in await work(value) }.value
  }

  let executed = await measure("BaseViewModel.executeTask", iterations: iterations) {
    sink = await model.executeTask { await work(sink) } ?? sink
  }

  let recorder = ObservationRecorder(model, \.isLoading)
  let observed = await measure("BaseViewModel.executeTask, isLoading observed", iterations: iterations) {
    sink = await model.executeTask { await work(sink) } ?? sink
  }
  recorder.stop()

  report("View-model tasks (one op = one call)", [bare, task, executed, observed])
  let ratio = { (result: BenchmarkResult, base: BenchmarkResult) in
    result.nanosecondsPerIteration / max(base.nanosecondsPerIteration, 1e-9)
  }
  print(
    String(
      format: "  executeTask costs x%.1f a bare async call (x%.1f while observed) and x%.2f an unstructured task",
      ratio(executed, bare),
      ratio(observed, bare),
      ratio(executed, task)
    )
  )
  precondition(sink > 0)
}
