// Shops have their own path (/shop/{id}/checkout); the page is the restaurant checkout.
export { action, default, loader, meta } from "./restaurant.$id_.checkout";
