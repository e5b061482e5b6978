import SwiftUI

/// Pushes its own destination with a link although the app has a router: a deep link or a test
/// cannot reach 'About', and the router's path no longer says where the user is.
struct PreferencesView: View {
  var body: some View {
    List {
      NavigationLink(destination: AboutView()) {
        Text("About")
      }
    }
  }
}

struct AboutView: View {
  var body: some View {
    Text("Legacy News 1.0")
  }
}
