import { useLoaderData } from "react-router";

// A page of the same size class as Glut's: a loader hands over a 24-item list, rendered on the
// server and hydrated on the client.
export function loader() {
  return {
    items: Array.from({ length: 24 }, (_, i) => ({
      id: i + 1,
      name: `Runner beans, bag ${i + 1}`,
      place: "Leeds",
    })),
  };
}

export function meta() {
  return [{ title: "Bare React Router page" }];
}

export default function List() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Freshly listed</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/items/${item.id}`}>{item.name}</a> in {item.place}
          </li>
        ))}
      </ul>
    </main>
  );
}
