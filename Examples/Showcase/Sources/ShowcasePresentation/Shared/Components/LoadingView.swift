#if canImport(SwiftUI)
  import SwiftUI

  /// The one spinner every screen shows while its content loads, so loading looks the same app-wide.
  struct LoadingView: View {
    let title: LocalizedStringKey

    init(_ title: LocalizedStringKey = "Loading…") {
      self.title = title
    }

    var body: some View {
      ProgressView(title)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  #Preview {
    LoadingView()
  }
#endif
