"""Turns ziboyuan_page.png into a phone-photo-like JPEG without a text layer."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(172)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "ziboyuan_page.png")).convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W * 1.08), int(H * 1.06)), (96, 84, 70))
bg.paste(im, (int(W * 0.04), int(H * 0.03)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
W, H = im.size
# shading: darker towards lower right, plus vignette
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 60):
    dr.rectangle([i * W // 120, i * H // 120, W - i * W // 120, H - i * H // 120], outline=int(110 - i * 1.8))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, shade)
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: int(v * 0.25))
im = Image.composite(Image.new("RGB", (W, H), (40, 35, 30)), im, grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_094512.jpg"), quality=82)
