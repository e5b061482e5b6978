import SwiftUI

/// Left half-merged after a conflict nobody finished resolving.
struct ProfileHeaderView: View {
  let name: String

  var body: some View {
<<<<<<< HEAD
    Text(name).font(.title)
=======
    Text(name).font(.largeTitle)
>>>>>>> redesign
  }
}
