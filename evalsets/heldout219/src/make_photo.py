# Turns eilidh_carmichael_2026.pdf (page 1) into a phone-photo-like JPEG without a text layer.
import random, subprocess, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                os.path.join(here, "eilidh_carmichael_2026.pdf"), os.path.join(here, "eilidh_page")], check=True)
random.seed(219)
img = Image.open(os.path.join(here, "eilidh_page.png")).convert("RGB")
w, h = img.size
# warm paper tint
tint = Image.new("RGB", img.size, (246, 238, 222))
img = ImageChops.multiply(img, tint)
# put on a darker "table" background and rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(img, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = img.size
# uneven lighting: gradient shadow from upper-left + vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    r = int(max(W, H) * (1.05 - i / 75))
    d.ellipse([W * 0.55 - r, H * 0.45 - r, W * 0.55 + r, H * 0.45 + r], fill=int(110 + i * 2.4))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(img, dark, shade)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "cvs", "eilidh_carmichael_cv_2026.jpg"), quality=82)
os.remove(os.path.join(here, "eilidh_page.png"))
print("ok", img.size)
