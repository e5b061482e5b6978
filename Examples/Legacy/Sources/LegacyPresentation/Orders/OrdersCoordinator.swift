import UIKit

/// How the orders flow reports back. Seed 004 has a coordinator adopt it; here a screen does.
protocol OrdersCoordinatorDelegate: AnyObject {
  func ordersDidSelect(_ id: Int)
}

/// The home screen adopts the orders coordinator's delegate and decides the navigation itself.
final class HomeViewController: UIViewController, OrdersCoordinatorDelegate {
  func ordersDidSelect(_ id: Int) {
    navigationController?.popToRootViewController(animated: true)
  }
}
