import { Button, Card, Col, Row, Typography } from 'antd';
import { CarOutlined, ShoppingOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

const SHORTCUTS = [
  { to: '/shop?tab=tyres', icon: <ShoppingOutlined />, title: 'Shop tyres', text: 'Search by size, check stock per warehouse and get your price.' },
  { to: '/orders', icon: <CarOutlined />, title: 'Track orders', text: 'Follow every order from confirmation to delivery.' },
  { to: '/account', icon: <UserOutlined />, title: 'Your account', text: 'Business details, credit and password.' },
];

/** Home: a welcome with shortcuts until the home feature (banners, brands, statistics) lands. */
export default function HomePage() {
  return (
    <>
      <Typography.Title level={2} className="page-title">
        Welcome to Tyreline
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {SHORTCUTS.map((item) => (
          <Col key={item.to} xs={24} md={8}>
            <Card className="home-shortcut">
              <div className="home-shortcut-icon" aria-hidden="true">
                {item.icon}
              </div>
              <Typography.Title level={3} className="home-shortcut-title">
                {item.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{item.text}</Typography.Paragraph>
              <Link to={item.to}>
                <Button>Open</Button>
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
