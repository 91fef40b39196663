// Restaurants have their own path (/restaurant/{id}); the page is the shop page.
export { default, handle, loader, meta } from "./shop.$id";
