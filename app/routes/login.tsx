export default function Login() {
  return <p>login</p>;
}
