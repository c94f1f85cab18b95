"""Turn the rendered page of ning_kexu_zh.pdf into a phone-photo-like JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os, glob
random.seed(255)
here = os.path.dirname(os.path.abspath(__file__))
src = sorted(glob.glob(os.path.join(here, "ning_page*.png")))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))  # desk
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# shading: darker towards lower-right, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 6):
    d.ellipse([W / 2 - i, H / 2 - i * 1.2, W / 2 + i, H / 2 + i * 1.2], outline=min(255, int(i / max(W, H) * 170)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient("L").resize((W, H)).rotate(30, fillcolor=90).filter(ImageFilter.GaussianBlur(80)).point(lambda v: int(v * 0.35))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, shade.point(lambda v: int(v * 0.55)))
im = Image.composite(dark, im, grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_宁可栩简历.jpg"), quality=82)
