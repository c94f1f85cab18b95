# Turns src/page.png into a phone photo cvs/蒋秋澄_简历_2026.jpg (no text layer).
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))  # desk
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# vignette
mask = Image.new("L", (W, H), 0)
ImageDraw.Draw(mask).ellipse([-W*0.15, -H*0.1, W*1.15, H*1.1], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(W//8))
im = Image.composite(im, Image.new("RGB", (W, H), (35, 30, 25)), mask.point(lambda p: 110 + p*145//255))
# side shading (hand/phone shadow from the left)
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
im = Image.composite(im, Image.new("RGB", (W, H), (70, 65, 60)), grad.point(lambda p: 200 + p*55//255))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W*H//6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im = im.resize((int(W*0.9), int(H*0.9)))
im.save(os.path.join(here, "..", "cvs", "蒋秋澄_简历_2026.jpg"), quality=82)
print("ok", im.size)
