#if canImport(SwiftUI)
  import Proscenium
  import SwiftUI

  /// The end of a paginated list: a spinner while the next page loads, an error row with Retry when it failed,
  /// nothing otherwise. A next-page error stays here instead of covering the rows already loaded.
  struct ContentListFooter: View {
    let state: PaginationState
    let retry: @MainActor () async -> Void

    var body: some View {
      switch state {
      case .loading(.nextPage):
        ProgressView()
          .frame(maxWidth: .infinity)
      case .failed(let error, .nextPage), .failed(let error, .refresh):
        Button {
          Task { await retry() }
        } label: {
          Label("\(error.message) Tap to retry.", systemImage: "arrow.clockwise")
        }
      default:
        EmptyView()
      }
    }
  }
#endif
