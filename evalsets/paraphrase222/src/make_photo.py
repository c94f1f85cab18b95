"""Turn the rendered page into a phone-photo-like JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "yu_anqi_page.png")).convert("RGB")
w, h = img.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))
bg.paste(img, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.3 + i*8, -H*0.3 + i*8, W*1.3 - i*8, H*1.3 - i*8], fill=int(i*255/60))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 25, 20))
bg = Image.composite(bg, dark, shade.point(lambda v: 110 + v*145//255))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 255 - v//5)
bg = Image.composite(bg, Image.new("RGB", (W, H), (0, 0, 0)), grad)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = bg.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20261118_214406.jpg"), quality=82)
