import SwiftUI

/// Settings, dropped in a catch-all file next to the module root.
struct SettingsView: View {
  @AppStorage("notificationsEnabled") private var notificationsEnabled = true

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notificationsEnabled)
      // proscenium:disable:next navigation_stak
      Text("Version 1.0")
    }
  }
}
