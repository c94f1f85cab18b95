import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(264)
im = Image.open("tex/statgrad_page-1.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (92, 80, 66))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.rectangle([i*W//120, i*H//120, W-i*W//120, H-i*H//120], fill=int(110 - i*110/60))
d.polygon([(0, 0), (W*0.7, 0), (0, H*0.5)], fill=None)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35)
im = Image.composite(Image.new("RGB", (W, H), (30, 26, 20)), im, Image.blend(shade, grad.point(lambda v: v//4), 0.4))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W*H//6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save("../cvs/IMG_20261103_184512.jpg", quality=82)
