"""Turns src/xuan/xuan_xiaoyun_2026.pdf (rendered at 150 dpi) into a phone-photo JPG without text layer."""
import subprocess, random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
pdf = os.path.join(here, "xuan", "xuan_xiaoyun_2026.pdf")
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", pdf, os.path.join(here, "xuan", "page")], check=True)
img = Image.open(os.path.join(here, "xuan", "page.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.62)))  # the text occupies the upper part of the page
# paper on a desk: pad with a darker background, then rotate
bg = Image.new("RGB", (img.width + 160, img.height + 160), (92, 78, 64))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
# warm tint + uneven lighting (vignette / shadow from the phone)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse((-W * 0.2 + i * 6, -H * 0.25 + i * 6, W * 1.1 - i * 6, H * 1.2 - i * 6), fill=int(i * 4.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 34, 28))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 95 + v)))
tint = Image.new("RGB", (W, H), (255, 244, 222))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(223)
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = os.path.join(here, "..", "cvs", "IMG_20261103_184522.jpg")
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
